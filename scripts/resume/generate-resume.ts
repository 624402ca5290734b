/**
 * Writes public/resume.pdf (run by `npm run assets` and the build): the owner's own
 * src/content/resume.pdf if there is one, else one generated from the content. Long content never
 * fails the build: it is told as a WARNING naming what overflowed. A file there that is not a PDF does.
 */
import { fileURLToPath } from 'node:url';
import { OWN_RESUME_PATH, writeResumeFile } from './resume-file';

const root = new URL('../../', import.meta.url);
try {
  const { log, warnings } = await writeResumeFile(fileURLToPath(new URL('public/resume.pdf', root)), fileURLToPath(new URL(OWN_RESUME_PATH, root)));
  console.log(log);
  for (const warning of warnings) console.warn(`resume: WARNING ${warning}`);
} catch (error) {
  console.error(`resume: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
