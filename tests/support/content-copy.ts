/**
 * What the import's tests share: a throwaway copy of src/content to import into (with room for
 * backups), its files as text and as values, the build's check of them, French texts for it,
 * and the JSON Resumes of tests/fixtures.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSiteLanguages, sourceHashes, textsOf } from '../../scripts/content/translations.ts';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles, IMAGES_DIR } from '../../scripts/content/validate-content.ts';
import { translationSource } from '../../scripts/import-resume/content-sources.ts';
import { readContent, readContentExports, translationCodes, translationFile } from '../../scripts/import-resume/content-files.ts';
import * as schemas from '../../src/config/content-schema.ts';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { tempFolder } from './temp-folder.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../src/content', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/json-resume', import.meta.url));

/** A fixture's text: tests/fixtures/json-resume/<name>. */
export const fixtureText = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

export interface ContentCopy {
  contentDir: string;
  imagesDir: string;
  backupRoot: string;
}

/** A checkout-like folder with a copy of a content folder (today's unless told) and room for backups. */
export function copyOfContent(from = CONTENT_DIR): ContentCopy {
  const root = tempFolder('import-resume-');
  const contentDir = join(root, 'content');
  cpSync(from, contentDir, { recursive: true });
  return { contentDir, imagesDir: IMAGES_DIR, backupRoot: join(root, 'backup') };
}

/** Every file under `dir` by its path there (`profile.ts`, `translations/fr.ts`), as text. */
export function filesOf(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), readFileSync(path, 'utf8')];
      }),
  );
}

/**
 * A content folder's content as the page reads it (its first language), its languages, and its
 * translations by language (its French apart, if it has any), read afresh each time (an imported
 * module would be cached: a second read after an import would give the first one's values).
 */
export function contentIn(dir: string): { content: SiteContent; languages: SiteLanguage[]; translations: Record<string, Translation>; french?: Translation } {
  const { languages, ...content } = readContent(dir);
  const translations = Object.fromEntries(
    translationCodes(dir).flatMap((code) => {
      const texts = readContentExports(dir, translationFile(code))[code] as Translation | undefined;
      return texts ? [[code, texts]] : [];
    }),
  );
  return { content, languages, translations, ...(translations.fr ? { french: translations.fr } : {}) };
}

/** Every text of a value, however deep: the entries of a list, a translation's records. */
const withEachText = (value: unknown, change: (text: string) => string): unknown =>
  typeof value === 'string'
    ? change(value)
    : Array.isArray(value)
      ? value.map((item) => withEachText(item, change))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withEachText(inner, change)]))
        : value;

/**
 * Gives a copy texts in `code` of its own content, each text «marked», written for today's texts:
 * the translation from before that an import with `--also` (`--fr`) keeps what JSON Resume has no
 * field for from, so its tests hold whatever languages the owner's own site has.
 */
export function seedTranslation(dir: string, code: string): Translation {
  const texts = textsOf(contentIn(dir).content);
  const translation = { sources: sourceHashes(texts), ...(withEachText(texts, (text) => `«${text}»`) as typeof texts) };
  writeFileSync(join(dir, translationFile(code)), translationSource(code, translation));
  return translation;
}

export const seedFrench = (dir: string): Translation => seedTranslation(dir, 'fr');

/**
 * What the build's content check says of a content folder's content, each file against its
 * schema and the languages against their translations (the folder's own, or `french` for French).
 */
export function siteContentProblems(contentDir: string, content: SiteContent, languages: readonly SiteLanguage[], french?: Translation): string[] {
  const lists = [
    ['experience.ts', 'experience', schemas.experienceListSchema],
    ['education.ts', 'education', schemas.educationListSchema],
    ['interests.ts', 'interests', schemas.interestsSchema],
    ['gallery.ts', 'gallery', schemas.gallerySchema],
    ['certificates.ts', 'certificates', schemas.certificatesSchema],
    ['awards.ts', 'awards', schemas.awardsSchema],
    ['publications.ts', 'publications', schemas.publicationsSchema],
    ['spoken-languages.ts', 'spokenLanguages', schemas.spokenLanguagesSchema],
  ] as const;
  return [
    ...checkContentValue('profile.ts', 'profile', schemas.profileSchema, content.profile),
    ...checkContentValue('projects.ts', 'projects', schemas.projectsSchema, content.projects),
    ...checkContentValue('skills.ts', 'skillGroups', schemas.skillGroupsSchema, content.skillGroups),
    ...checkContentValue('skills.ts', 'skillGroupTitles', schemas.skillGroupTitlesSchema, content.skillGroupTitles),
    ...checkContentValue('page-text.ts', 'pageText', schemas.pageTextSchema, content.pageText),
    ...lists.flatMap(([file, name, schema]) => checkContentValue(file, name, schema, content[name])),
    ...checkInterestIcons(content.interests),
    ...checkSkillGroupTitles(content.skillGroups, content.skillGroupTitles),
    ...checkSiteLanguages(languages, { ...contentIn(contentDir).translations, ...(french ? { fr: french } : {}) }, content, join(contentDir, 'translations')).problems,
  ];
}
