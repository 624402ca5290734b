/**
 * Writes public/resume.pdf and public/resume.json (run by `npm run assets` and the build), both
 * served from the site's root. The PDF: the owner's own src/content/resume.pdf if there is one,
 * else one generated from the content. Long content never fails the build: it is told as a
 * WARNING naming what overflowed. A file there that is not a PDF does. The JSON Resume is always
 * the content's (./json-resume.ts), its links from VITE_SITE_URL as the page's metadata are.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { education } from '../../src/content/education';
import { experience } from '../../src/content/experience';
import { interests } from '../../src/content/interests';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { skillGroupTitles, skillGroups } from '../../src/content/skills';
import { RESUME_JSON_FILE, RESUME_PDF_FILE } from '../../src/config/resume-files';
import { normalizeSiteUrl, siteHref } from '../vite/seo/site-url';
import { jsonResume } from './json-resume';
import { OWN_RESUME_PATH, writeResumeFile } from './resume-file';

const root = new URL('../../', import.meta.url);
try {
  const { log, warnings } = await writeResumeFile(fileURLToPath(new URL(`public/${RESUME_PDF_FILE}`, root)), fileURLToPath(new URL(OWN_RESUME_PATH, root)));
  console.log(log);
  for (const warning of warnings) console.warn(`resume: WARNING ${warning}`);

  const siteUrl = normalizeSiteUrl(loadEnv('production', fileURLToPath(root), 'VITE_').VITE_SITE_URL);
  const content = { profile, experience, education, projects, skillGroups, skillGroupTitles, interests };
  const resume = jsonResume(content, siteHref(siteUrl), siteHref(siteUrl, RESUME_JSON_FILE));
  const jsonPath = fileURLToPath(new URL(`public/${RESUME_JSON_FILE}`, root));
  await writeFile(jsonPath, `${JSON.stringify(resume, null, 2)}\n`);
  console.log(`resume: ${jsonPath} written from src/content (JSON Resume)`);
} catch (error) {
  console.error(`resume: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
