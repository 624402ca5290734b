/**
 * `npm run import:resume -- <resume.json> [--force] [--into <checkout>]`: starts the content
 * from a JSON Resume (docs/import-resume.md). Needs no network and asks nothing.
 * Exit codes: 0 imported (or already up to date), 1 the file has problems, 2 wrong usage.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkoutPaths, importResume } from './import-resume.ts';
import { reportLines } from './report.ts';

const USAGE = 'Usage: npm run import:resume -- <resume.json> [--force] [--into <checkout>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, into: { type: 'string', default: '.' } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`import:resume: cannot read ${file}: ${(error as Error).message}; nothing was written.`);
  process.exit(1);
}

const outcome = importResume(text, { ...checkoutPaths(values.into), force: values.force });
const lines = reportLines(file, outcome);
if (outcome.ok) console.log(lines.join('\n'));
else console.error(lines.join('\n'));
process.exit(outcome.ok ? 0 : 1);
