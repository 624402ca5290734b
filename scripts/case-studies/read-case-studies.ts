/**
 * The site's case studies, `src/content/case-studies/<language>/<slug>.md`, each compiled to a
 * page body (compile-case-study.ts), and the rules across files: a folder per site language, a
 * slug for a file name, every case study in every language of the site (as every text is,
 * scripts/content/translations.ts), one project per slug and one case study per project and
 * language. A site without the folder has no case studies. The folder of a language the site no
 * longer lists (its line deleted from languages.ts) is left out, with a warning, as its
 * translation file is. Build-time only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Root } from 'hast';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { firstLanguageContent, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { CACHE_DIR, cacheEnabled, inputKey } from '../build-cache/build-cache.ts';
import { readKept, writeWhole } from '../json-file.ts';
import { compileCaseStudy } from './compile-case-study.ts';

export interface CaseStudySource {
  /** `src/content/case-studies/en/solar-tracker.md`, from the project's root. */
  file: string;
  language: LanguageCode;
  /** The page's address: `/projects/<slug>/`. */
  slug: string;
  /** The id of its project in src/content/projects.ts. */
  project: number;
  body: Root;
  /** Paths under src/assets/images of the images the body shows, in order. */
  images: string[];
}

const DIR = 'src/content/case-studies';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SITE = () => ({ languages: SITE_LANGUAGES.map(({ code }) => code), projectIds: firstLanguageContent.projects.map(({ id }) => id) });
const entriesOf = (dir: string) => readdirSync(dir).filter((name) => !name.startsWith('.')).sort();

/** Every case study under `root` that compiles, and every problem of every file (empty when all is well). */
export function compileCaseStudies(root: string, site: { languages: readonly LanguageCode[]; projectIds: readonly number[] } = SITE()) {
  const studies: (CaseStudySource & { projectLine: number })[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const found: { language: string; slug: string }[] = [];
  const imagesDir = join(root, 'src/assets/images');
  const imageExists = (path: string) => !path.startsWith('/') && !path.split('/').includes('..') && existsSync(join(imagesDir, path)) && statSync(join(imagesDir, path)).isFile();
  for (const folder of existsSync(join(root, DIR)) ? entriesOf(join(root, DIR)) : []) {
    const language = folder as LanguageCode;
    const isFolder = statSync(join(root, DIR, folder)).isDirectory();
    if (isFolder && /^[a-z]{2,3}$/.test(folder) && !site.languages.includes(language)) {
      warnings.push(`${DIR}/${folder}/ is left out: languages.ts does not list ${language}, so none of its case studies are built or shipped (put the ${language} line back to publish them, or delete the folder)`);
      continue;
    }
    if (!site.languages.includes(language) || !isFolder) {
      problems.push(`${DIR}/${folder}: is not a language of the site (src/content/languages.ts lists ${site.languages.join(', ')}): move each case study into the folder of its language, or delete it`);
      continue;
    }
    for (const name of entriesOf(join(root, DIR, folder))) {
      const file = `${DIR}/${folder}/${name}`;
      const slug = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !SLUG.test(slug)) {
        problems.push(`${file}: is not a case study's name: name it for its page's address, in lowercase letters, digits and single hyphens, ending .md (like solar-tracker.md)`);
        continue;
      }
      found.push({ language, slug });
      const { project, problems: own, ...compiled } = compileCaseStudy(readFileSync(join(root, file), 'utf8'), file, { imageExists, projectIds: site.projectIds });
      problems.push(...own);
      if (project !== undefined) studies.push({ file, language, slug, project, ...compiled });
    }
  }
  for (const slug of new Set(found.map(({ slug }) => slug))) {
    const written = found.filter((study) => study.slug === slug).map(({ language }) => language);
    for (const language of site.languages.filter((code) => !written.includes(code))) {
      problems.push(`${DIR}/${language}/${slug}.md: is missing: ${written.map((code) => `${code}/${slug}.md`).join(', ')} is a case study and the site is in ${language} too, so write its ${language} version there (same file name, same project)`);
    }
  }
  for (const [index, study] of studies.entries()) {
    const other = studies.slice(0, index).find(({ slug, project }) => slug === study.slug && project !== study.project);
    if (other) problems.push(`${study.file}:${study.projectLine}: project: ${study.project}, but ${other.file}, the same page in ${other.language}, is about project ${other.project}: a page's versions are about one project; give them the same id`);
    const twin = studies.slice(0, index).find(({ language, project }) => language === study.language && project === study.project);
    if (twin) problems.push(`${study.file}:${study.projectLine}: project ${study.project} already has a ${study.language} case study, ${twin.file}: a project has one per language; merge the two, or give this one its own project`);
  }
  return { studies: studies.map(({ projectLine: _line, ...study }) => study), problems, warnings };
}

type CaseStudyRead = ReturnType<typeof compileCaseStudies>;
const read = new Map<string, CaseStudyRead>();

/**
 * The site's case studies under `root`, with their problems and warnings, for the content check,
 * the prerender, the pages' metadata, the share cards and the resume alike: compiled once a
 * build. A process reads them once; the build's later processes (the resume, both bundles) take
 * the first one's from the build cache, filed under the bytes of every case study, the images'
 * names, the site's languages and projects and the compiler's code and packages.
 */
export const siteCaseStudyRead = (root: string): CaseStudyRead => {
  const at = resolve(root);
  if (!read.has(at)) read.set(at, cachedRead(at));
  return read.get(at)!;
};

function cachedRead(root: string): CaseStudyRead {
  const site = SITE();
  const images = existsSync(join(root, 'src/assets/images')) ? readdirSync(join(root, 'src/assets/images'), { recursive: true, encoding: 'utf8' }).sort() : [];
  const key = inputKey(root, [DIR, 'scripts/case-studies', 'package-lock.json'], { site, images });
  const file = join(root, CACHE_DIR, 'case-studies.json');
  const kept = cacheEnabled() ? (readKept(file) as { key: string; studies: CaseStudyRead } | undefined) : undefined;
  if (kept?.key === key) return kept.studies;
  const studies = compileCaseStudies(root, site);
  if (cacheEnabled()) writeWhole(file, JSON.stringify({ key, studies }));
  return studies;
}

/** Every case study of the site, or throws an Error whose message is all problems, one per line. */
export function readCaseStudies(root: string): CaseStudySource[] {
  const { studies, problems } = siteCaseStudyRead(root);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return studies;
}
