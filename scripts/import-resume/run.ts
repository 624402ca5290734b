/**
 * `npm run import:resume -- <resume.json> [--also <code> <resume.code.json>]… [--fr <resume.fr.json>]
 * [--first <code>] [--force] [--into <checkout>]`: starts the content from a JSON Resume, and a
 * page in each further language from the resume in it (docs/import-resume.md). Needs no network
 * and asks nothing.
 * Exit codes: 0 imported (or already up to date), 1 a file has problems, 2 wrong usage.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkoutPaths, importResume } from './import-resume.ts';
import { reportLines } from './report.ts';

const USAGE = 'Usage: npm run import:resume -- <resume.json> [--also <code> <resume.code.json>]… [--fr <resume.fr.json>] [--first <code>] [--force] [--into <checkout>]';

/**
 * The command line's files and options, or the exit with the usage (an unknown option, an
 * `--also` without its code and file). Each `--also` is followed by its file; `--fr <file>` is
 * `--also fr <file>`, in its place among them.
 */
function commandLine() {
  try {
    const { tokens, values } = parseArgs({
      allowPositionals: true,
      tokens: true,
      options: { force: { type: 'boolean', default: false }, into: { type: 'string', default: '.' }, also: { type: 'string', multiple: true }, fr: { type: 'string' }, first: { type: 'string' } },
    });
    const files: string[] = [];
    const also: { code: string; file: string }[] = [];
    tokens.forEach((token, index) => {
      const before = tokens[index - 1];
      if (token.kind === 'option' && token.name === 'fr') also.push({ code: 'fr', file: token.value! });
      if (token.kind !== 'positional') return;
      if (before?.kind === 'option' && before.name === 'also') also.push({ code: before.value!, file: token.value });
      else files.push(token.value);
    });
    const options = tokens.filter((token) => token.kind === 'option' && ['also', 'fr'].includes(token.name)).length;
    if (files.length === 1 && also.length === options) return { file: files[0]!, also, values };
  } catch (error) {
    console.error(`import:resume: ${(error as Error).message}`);
  }
  console.error(USAGE);
  process.exit(2);
}

const { file, also, values } = commandLine();

/** A file's text, or the exit with why it cannot be read. */
function readOrExit(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`import:resume: cannot read ${path}: ${(error as Error).message}; nothing was written.`);
    process.exit(1);
  }
}

const text = readOrExit(file);
const resumes = also.map(({ code, file: path }) => ({ code, text: readOrExit(path) }));
const outcome = importResume(text, { ...checkoutPaths(values.into), force: values.force, also: resumes, first: values.first });
// A refused import's report is an error's.
(outcome.ok ? console.log : console.error)(reportLines(file, outcome, ...also.map(({ file: path }) => path)).join('\n'));
if (!outcome.ok && outcome.source === 'usage') console.error(USAGE);
process.exit(outcome.ok ? 0 : outcome.source === 'usage' ? 2 : 1);
