/**
 * The build's first step (`npx tsx scripts/content/check-content.ts` alone): stops with the
 * owner-readable list of mistakes, else prints each warning on a line of its own starting
 * `content: WARNING` (photos too small for their largest shown size) and goes on.
 */
import { contentErrorReport, contentWarningLine, contentWarnings, validateContent } from './validate-content.ts';

const problems = validateContent();
if (problems.length > 0) {
  console.error(contentErrorReport(problems));
  process.exit(1);
}
for (const warning of await contentWarnings()) console.warn(contentWarningLine(warning));
