/** `npm run check:content`, the build's first step: stops with the owner-readable list of mistakes. */
import { contentErrorReport, validateContent } from './validate-content.ts';

const problems = validateContent();
if (problems.length > 0) {
  console.error(contentErrorReport(problems));
  process.exit(1);
}
