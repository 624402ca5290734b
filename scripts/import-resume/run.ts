/**
 * `npm run import:resume -- <resume.json> [--fr <resume.fr.json>] [--force] [--into <checkout>]`:
 * starts the content from a JSON Resume, and its French page from the French one
 * (docs/import-resume.md). Needs no network and asks nothing.
 * Exit codes: 0 imported (or already up to date), 1 a file has problems, 2 wrong usage.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkoutPaths, importResume } from './import-resume.ts';
import { reportLines } from './report.ts';

const USAGE = 'Usage: npm run import:resume -- <resume.json> [--fr <resume.fr.json>] [--force] [--into <checkout>]';

/** The command line's file and options, or the exit with the usage (an unknown option, `--fr` with no file). */
function commandLine() {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, into: { type: 'string', default: '.' }, fr: { type: 'string' } },
    });
    if (positionals.length === 1) return { file: positionals[0]!, values };
  } catch (error) {
    console.error(`import:resume: ${(error as Error).message}`);
  }
  console.error(USAGE);
  process.exit(2);
}

const { file, values } = commandLine();

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
const french = values.fr === undefined ? undefined : readOrExit(values.fr);
const outcome = importResume(text, { ...checkoutPaths(values.into), force: values.force, french });
// A refused import's report is an error's.
(outcome.ok ? console.log : console.error)(reportLines(file, outcome, values.fr).join('\n'));
process.exit(outcome.ok ? 0 : 1);
