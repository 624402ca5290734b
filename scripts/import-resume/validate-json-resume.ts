/**
 * Reads a file as a JSON Resume and checks it against the standard's own schema,
 * `@jsonresume/schema` (draft-07), with Ajv 8 and `ajv-formats` as its maintainers do. Each
 * problem comes back with its JSONPath and a sentence an owner can act on.
 */
import { createRequire } from 'node:module';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonResume } from '../resume/json-resume-model.ts';

const require = createRequire(import.meta.url);
// Read through require: the package ships the schema as a plain JSON file, with no exports map.
const resumeSchema = require('@jsonresume/schema/schema.json') as object;

// verbose: each error carries the value it is about, to quote it back to the owner.
const ajv = new Ajv({ allErrors: true, verbose: true });
addFormats(ajv);
const validateSchema = ajv.compile(resumeSchema);

/** `/work/0/startDate` → `['work', 0, 'startDate']`. */
function pointerKeys(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

const FORMAT_NAMES: Record<string, string> = { email: 'an email address', uri: 'a URL (like https://example.org)' };

function problemText(error: ErrorObject): string {
  const shown = JSON.stringify(error.data);
  if (error.keyword === 'pattern' && error.schemaPath.includes('iso8601')) {
    return `${shown} is not a date: write it as YYYY-MM (or YYYY, or YYYY-MM-DD)`;
  }
  if (error.keyword === 'format') {
    const format = String(error.params.format);
    return `${shown} is not ${FORMAT_NAMES[format] ?? `in the format ${format}`}`;
  }
  if (error.keyword === 'type') return `${shown} must be of type ${String(error.params.type)}`;
  return `${error.message ?? 'is not allowed here'}`;
}

/** Where an Ajv error points: a missing property is named at its own path, not its parent's. */
function problemPath(error: ErrorObject): string {
  const keys = pointerKeys(error.instancePath);
  if (error.keyword === 'required') keys.push(String(error.params.missingProperty));
  return jsonPath(keys);
}

export type ResumeReading = { resume: JsonResume; problems: [] } | { resume: undefined; problems: ResumeProblem[] };

/** The file's text as a JSON Resume, or what is wrong with it (the file itself is `$`). */
export function readJsonResume(text: string): ResumeReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { resume: undefined, problems: [{ path: '$', message: `is not JSON: ${(error as Error).message}` }] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { resume: undefined, problems: [{ path: '$', message: 'must be a JSON object, like { "basics": { "name": … } }' }] };
  }
  if (validateSchema(data)) return { resume: data as JsonResume, problems: [] };
  const problems = (validateSchema.errors ?? []).map((error) => ({ path: problemPath(error), message: problemText(error) }));
  return { resume: undefined, problems };
}

/** Something wrong with the file, at its JSONPath (`$.work[0].startDate`). */
export interface ResumeProblem {
  path: string;
  message: string;
}

/** `['work', 0, 'startDate']` → `$.work[0].startDate`: the JSONPath a reader finds the field by. */
export function jsonPath(keys: readonly (string | number)[]): string {
  return keys
    .map((key) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`))
    .reduce((path, part) => path + part, '$');
}
