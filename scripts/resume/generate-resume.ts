/**
 * Writes each language's resume.pdf and resume.json into public/ (run by `npm run assets` and
 * the build): the first language's at the root, every other one's under its page (`fr/`), so
 * each is served beside its page (./resume-outputs.ts). The PDF: the owner's own (src/content/resume.pdf,
 * or resume.fr.pdf for French) if there is one, else one generated from the content in that
 * language. Long content never fails the build: it is told as a WARNING naming what overflowed.
 * A file there that is not a PDF does. The JSON Resume is always the content's
 * (./json-resume.ts), its links from VITE_SITE_URL as the page's metadata are.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESUME_JSON_FILE } from '../../src/config/resume-files.ts';
import { languageFile } from '../../src/lib/languages/language-files.ts';
import { contentIn, FIRST_LANGUAGE, pagePathOf } from '../../src/lib/languages/site-content.ts';
import { buildSiteAddress } from '../site/site-address.ts';
import { siteHref } from '../site/site-url.ts';
import { jsonResume } from './json-resume.ts';
import { writeResumeFile } from './resume-file.ts';
import { caseStudyUrlsIn } from './resume-source.ts';
import { removeStaleResumeFiles, resumeOutputs } from './resume-outputs.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const inRoot = (path: string) => join(root, path);
try {
  for (const file of removeStaleResumeFiles(root)) console.log(`resume: ${file} removed (src/content/languages.ts no longer lists its language)`);
  // The site's address the JSON Resumes name, as the page's metadata takes it.
  const siteUrl = buildSiteAddress(root).url;
  for (const output of resumeOutputs()) {
    const { log, warnings } = await writeResumeFile(inRoot(output.pdf), inRoot(output.ownPdf), output.language);
    console.log(log);
    // Another language's warning names its file: the French resume may overflow where the English does not.
    const which = output.language === FIRST_LANGUAGE ? '' : `${output.pdf}: `;
    for (const warning of warnings) console.warn(`resume: WARNING ${which}${warning}`);

    const resume = jsonResume(contentIn(output.language), siteHref(siteUrl, pagePathOf(output.language)), siteHref(siteUrl, languageFile(output.language, RESUME_JSON_FILE)), output.language, caseStudyUrlsIn(output.language, root));
    await writeFile(inRoot(output.json), `${JSON.stringify(resume, null, 2)}\n`);
    console.log(`resume: ${inRoot(output.json)} written from src/content (JSON Resume)`);
  }
} catch (error) {
  console.error(`resume: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
