/**
 * Checks a document against the official JSON Resume schema (`@jsonresume/schema` 1.3, draft-07)
 * the way its maintainers do: Ajv 8 with `ajv-formats` (so `uri` and `email` are checked too).
 * Returns the problems, each with its JSON path; none means valid.
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const schema = createRequire(import.meta.url)('@jsonresume/schema/schema.json') as object;
const ajv = new Ajv({ allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

export function jsonResumeProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
}
