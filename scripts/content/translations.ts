/**
 * The build's checks of the site's languages (src/content/languages.ts) and their translations
 * (src/content/translations/<code>.ts): every text of the content files must be there in each
 * language, not empty, or the build stops and names the file, the field and the language; a
 * translation written for older texts than today's gets a WARNING; a translation file of a
 * language the site does not list is ignored, with a WARNING.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { languagesSchema, translationSchema } from '../../src/content/schema.ts';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';

export const TRANSLATIONS_DIR = fileURLToPath(new URL('../../src/content/translations', import.meta.url));
const fileOf = (code: string) => `translations/${code}.ts`;

/** The texts a translation holds, as the first language writes them: what each translation must match. */
export function textsOf(content: SiteContent): Omit<Translation, 'sources'> {
  const { profile } = content;
  return {
    profile: {
      greeting: profile.greeting,
      tagline: profile.tagline,
      summary: profile.summary,
      location: profile.location,
      portraitAlt: profile.portraitAlt,
      footerTagline: profile.footerTagline,
      ...(profile.headline === undefined ? {} : { headline: profile.headline }),
    },
    projects: Object.fromEntries(
      content.projects.map(({ id, title, description, imageAlt, technologies }) => [String(id), { title, description, imageAlt, technologies }]),
    ),
    skillNames: Object.fromEntries(Object.entries(content.skillGroups).map(([group, skills]) => [group, skills.map(({ name }) => name)])),
    skillGroupTitles: content.skillGroupTitles,
    experience: content.experience.map(({ title, company, description }) => ({ title, company, description })),
    education: content.education.map(({ degree, institution, description }) => ({ degree, institution, description })),
    interests: content.interests.map(({ title, blurb }) => ({ title, blurb })),
    gallery: content.gallery.map(({ caption, alt }) => ({ caption, alt })),
    pageText: content.pageText,
  };
}

export type TranslationPart = keyof Omit<Translation, 'sources'>;

/** A short hash of each part's texts: what `sources` records, to tell a translation written for older texts. */
export function sourceHashes(texts: Omit<Translation, 'sources'>): Record<TranslationPart, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([part, value]) => [part, createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10)]),
  ) as Record<TranslationPart, string>;
}

/** `['projects', '3', 'title']` → `projects.3.title`. */
const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Every text in `first` with no non-empty counterpart in `translated`, by its path. */
function missingTexts(first: unknown, translated: unknown, path: string[] = []): string[] {
  if (typeof first === 'string') return typeof translated === 'string' && translated.trim() ? [] : [path.join('.')];
  if (first === null || typeof first !== 'object') return [];
  const other = (translated ?? {}) as Record<string, unknown>;
  return Object.entries(first as Record<string, unknown>).flatMap(([key, value]) => missingTexts(value, other[key], [...path, key]));
}

export interface LanguageFindings {
  problems: string[];
  warnings: string[];
}

/** The languages list's own mistakes, as owner-readable lines. */
function checkLanguages(languages: unknown): string[] {
  const result = languagesSchema.safeParse(languages, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue: z.core.$ZodIssue) => `languages.ts: ${dotted(['languages', ...issue.path])}: ${issue.message}`);
}

/** One language's translation against the first language's texts. */
function checkTranslation(language: SiteLanguage, translation: unknown, firstTexts: Omit<Translation, 'sources'>): LanguageFindings {
  const file = fileOf(language.code);
  if (translation === undefined) {
    return { problems: [`${file}: is missing: languages.ts lists ${language.code}, so every text needs its ${language.code} translation there (see docs/content.md, "Languages")`], warnings: [] };
  }
  const missingPaths = missingTexts(firstTexts, translation);
  const missing = missingPaths.map(
    (path) => `${file}: ${path}: has no ${language.code} text; write the translation of ${JSON.stringify(textAt(firstTexts, path))}`,
  );
  // The schema's findings, but for the texts just named as missing.
  const result = translationSchema.safeParse(translation, { reportInput: true });
  const shapeProblems = result.success
    ? []
    : result.error.issues
        .filter((issue) => !missingPaths.includes(dotted(issue.path)))
        .map((issue) => `${file}: ${dotted(issue.path)}: ${issue.message} (${language.code})`);
  const problems = [...missing, ...shapeProblems];
  if (problems.length > 0) return { problems, warnings: [] };
  const recorded = (translation as Translation).sources;
  const stale = Object.entries(sourceHashes(firstTexts)).filter(([part, hash]) => recorded[part] !== hash);
  const warnings = stale.map(
    ([part]) => `${file}: the ${language.code} texts of ${part} were written for older texts than today's; update them, then run \`npm run content:stamp\``,
  );
  return { problems, warnings };
}

function textAt(texts: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], texts);
}

/** Translation files in src/content/translations whose language languages.ts does not list. */
function ignoredTranslationFiles(languages: readonly SiteLanguage[], dir = TRANSLATIONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  const listed = new Set<string>(languages.map(({ code }) => code));
  return readdirSync(dir)
    .filter((name) => /^[a-z]{2,3}\.ts$/.test(name) && !listed.has(name.slice(0, -3)))
    .map((name) => `translations/${name}`);
}

/** Everything the build says about the site's languages. */
export function checkSiteLanguages(
  languages: readonly SiteLanguage[],
  translations: Partial<Record<string, unknown>>,
  firstContent: SiteContent,
  dir = TRANSLATIONS_DIR,
): LanguageFindings {
  const listProblems = checkLanguages(languages);
  if (listProblems.length > 0) return { problems: listProblems, warnings: [] };
  const firstTexts = textsOf(firstContent);
  const findings = languages.slice(1).map((language) => checkTranslation(language, translations[language.code], firstTexts));
  const ignored = ignoredTranslationFiles(languages, dir).map(
    (file) => `${file} is ignored: languages.ts does not list its language, so none of its texts are built or shipped`,
  );
  return {
    problems: findings.flatMap(({ problems }) => problems),
    warnings: [...findings.flatMap(({ warnings }) => warnings), ...ignored],
  };
}
