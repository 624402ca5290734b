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
import { languagesSchema, translationSchema } from '../../src/config/content-schema.ts';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { CONTENT_FILES } from './content-exports.ts';

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
    skillNames: Object.fromEntries(
      Object.entries(content.skillGroups).map(([group, skills]) => [group, Object.fromEntries(skills.map(({ name }) => [name, name]))]),
    ),
    skillGroupTitles: content.skillGroupTitles,
    experience: byId(content.experience, ({ title, company, description, highlights }) => ({ title, company, description, ...withSome({ highlights }) })),
    education: byId(content.education, ({ degree, institution, description, highlights }) => ({ degree, institution, description, ...withSome({ highlights }) })),
    interests: byId(content.interests, ({ title, blurb }) => ({ title, blurb })),
    gallery: byId(content.gallery, ({ caption, alt }) => ({ caption, alt })),
    pageText: content.pageText,
    // The optional kinds are parts of a translation only where the content has entries of them,
    // so an owner without any writes (and stamps) nothing for them.
    ...withSome({
      certificates: byId(content.certificates, ({ name }) => ({ name })),
      awards: byId(content.awards, ({ title, summary }) => ({ title, ...withSome({ summary }) })),
      publications: byId(content.publications, ({ title, summary }) => ({ title, ...withSome({ summary }) })),
      spokenLanguages: byId(content.spokenLanguages, ({ language, fluency }) => ({ language, fluency })),
    }),
  };
}

/** `fields` without those that hold nothing: undefined, an empty list or an empty record. */
function withSome<Fields extends Record<string, unknown>>(fields: Fields): Partial<Fields> {
  const holdsSomething = (value: unknown) => value !== undefined && (typeof value !== 'object' || value === null || Object.keys(value).length > 0);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => holdsSomething(value))) as Partial<Fields>;
}

/** A list's texts as a translation files them: each entry's under its `id`. */
const byId = <Entry extends { id: string }, Texts>(entries: readonly Entry[], texts: (entry: Entry) => Texts): Record<string, Texts> =>
  Object.fromEntries(entries.map((entry) => [entry.id, texts(entry)]));

/** The parts whose entries a translation files under a key the content holds. */
const KEYED_PARTS = ['projects', 'experience', 'education', 'interests', 'gallery', 'certificates', 'awards', 'publications', 'spokenLanguages'] as const satisfies readonly TranslationPart[];
/** The content file that holds a keyed part's keys. */
const contentFileOf = (part: (typeof KEYED_PARTS)[number]): string => CONTENT_FILES.find(({ exportName }) => exportName === part)!.file;

export type TranslationPart = keyof Omit<Translation, 'sources'>;

/** JSON with every object's keys sorted: entries filed by key hash the same in any order, so reordering a list is not an edit. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** A short hash of each part's texts: what `sources` records, to tell a translation written for older texts. */
export function sourceHashes(texts: Omit<Translation, 'sources'>): Record<TranslationPart, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([part, value]) => [part, createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 10)]),
  ) as Record<TranslationPart, string>;
}

/** `['projects', '3', 'title']` → `projects.3.title`. */
const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Every text in `first` with no non-empty counterpart in `translated`, by its path (keys as they are: a skill's name may hold a dot). */
function missingTexts(first: unknown, translated: unknown, path: string[] = []): string[][] {
  if (typeof first === 'string') return typeof translated === 'string' && translated.trim() ? [] : [path];
  if (first === null || typeof first !== 'object') return [];
  const other = (translated ?? {}) as Record<string, unknown>;
  return Object.entries(first as Record<string, unknown>).flatMap(([key, value]) => missingTexts(value, other[key], [...path, key]));
}

export interface LanguageFindings {
  problems: string[];
  warnings: string[];
}

/** The languages list's own mistakes, as owner-readable lines. */
export function checkLanguages(languages: unknown): string[] {
  const result = languagesSchema.safeParse(languages, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue: z.core.$ZodIssue) => `languages.ts: ${dotted(['languages', ...issue.path])}: ${issue.message}`);
}

/** The keys of a record, or none for anything else. */
const keysOf = (value: unknown): string[] => (value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

/** The first text of an entry's texts, to name the entry by as the owner wrote it. */
const firstText = (texts: unknown): string => JSON.stringify(Object.values(texts as Record<string, unknown>).find((value) => typeof value === 'string') ?? '');

interface KeyedFindings {
  /** Entries of the content with no entry in the translation: one line each, in place of a line per text. */
  untranslated: { path: string; line: string }[];
  /** Entries of the translation whose key no entry of the content has. */
  unmatched: string[];
}

/**
 * Entries paired by key that have no partner: an entry of the content with nothing filed under
 * its key in the translation, and an entry of the translation whose key the content does not have
 * (an id changed or an entry deleted in one file and not the other). Both name the two files and the key.
 */
function keyedFindings(firstTexts: Omit<Translation, 'sources'>, translation: unknown, language: LanguageCode): KeyedFindings {
  const file = fileOf(language);
  const translated = (translation ?? {}) as Record<string, unknown>;
  const untranslated: KeyedFindings['untranslated'] = [];
  const unmatched: string[] = [];
  for (const part of KEYED_PARTS) {
    const contentFile = contentFileOf(part);
    const first: Record<string, object> = firstTexts[part] ?? {};
    const theirs = translated[part] as Record<string, unknown> | undefined;
    for (const [key, texts] of Object.entries(first)) {
      if (theirs?.[key] !== undefined) continue;
      const fields = Object.keys(texts).join(', ');
      untranslated.push({
        path: `${part}.${key}`,
        line: `${file}: ${part}.${key}: has no ${language} entry for the entry of ${contentFile} whose id is "${key}" (${firstText(texts)}); write its ${fields} there`,
      });
    }
    for (const key of keysOf(theirs).filter((key) => !(key in first))) {
      unmatched.push(`${file}: ${part}.${key}: ${contentFile} has no entry whose id is "${key}", so this ${language} entry translates nothing; give it the id of the entry it translates, or delete it`);
    }
  }
  const skillNames = translated.skillNames as Record<string, unknown> | undefined;
  for (const group of keysOf(skillNames)) {
    const names = firstTexts.skillNames[group];
    if (!names) {
      unmatched.push(`${file}: skillNames.${group}: skills.ts has no group "${group}", so these ${language} names translate nothing; use the group's key in skills.ts, or delete them`);
      continue;
    }
    for (const name of keysOf(skillNames?.[group]).filter((name) => !(name in names))) {
      unmatched.push(`${file}: skillNames.${group}.${name}: skills.ts has no skill named ${JSON.stringify(name)} in the group ${group}, so this ${language} name translates nothing; write the skill's name as skills.ts does, or delete it`);
    }
  }
  for (const part of ['experience', 'education', 'awards', 'publications'] as const) {
    const theirs = translated[part] as Record<string, Record<string, unknown>> | undefined;
    for (const [key, texts] of Object.entries(firstTexts[part] ?? {})) {
      const own = texts as Record<string, unknown>;
      for (const [field, value] of Object.entries(theirs?.[key] ?? {})) {
        const english = own[field];
        if (english === undefined) {
          unmatched.push(`${file}: ${part}.${key}.${field}: the entry of ${contentFileOf(part)} whose id is "${key}" has no ${field}, so this ${language} one translates nothing; write it there too, or delete it here`);
        } else if (Array.isArray(value) && Array.isArray(english) && value.length > english.length) {
          unmatched.push(`${file}: ${part}.${key}.${field}: has ${value.length} ${language} ${field} for the ${english.length} of the entry of ${contentFileOf(part)} whose id is "${key}": one for each, in its order`);
        }
      }
    }
  }
  return { untranslated, unmatched };
}

/** One language's translation against the first language's texts. */
export function checkTranslation(language: SiteLanguage, translation: unknown, firstTexts: Omit<Translation, 'sources'>): LanguageFindings {
  const file = fileOf(language.code);
  if (translation === undefined) {
    return { problems: [`${file}: is missing: languages.ts lists ${language.code}, so every text needs its ${language.code} translation there (see docs/content.md, "Languages")`], warnings: [] };
  }
  const { untranslated, unmatched } = keyedFindings(firstTexts, translation, language.code);
  const missingPaths = missingTexts(firstTexts, translation);
  // An entry with no translation at all is told once, not once per text in it.
  const insideUntranslated = (path: string[]) => untranslated.some((entry) => dotted(path.slice(0, 2)) === entry.path);
  const missing = [
    ...untranslated.map(({ line }) => line),
    ...missingPaths
      .filter((path) => !insideUntranslated(path))
      .map((path) => `${file}: ${dotted(path)}: has no ${language.code} text; write the translation of ${JSON.stringify(textAt(firstTexts, path))}`),
  ];
  // The schema's findings, but for the texts just named as missing.
  const result = translationSchema.safeParse(translation, { reportInput: true });
  const shapeProblems = result.success
    ? []
    : result.error.issues
        .filter((issue) => !missingPaths.some((path) => dotted(path) === dotted(issue.path)))
        .map((issue) => `${file}: ${dotted(issue.path)}: ${issue.message} (${language.code})`);
  const problems = [...missing, ...unmatched, ...shapeProblems];
  if (problems.length > 0) return { problems, warnings: [] };
  const recorded = (translation as Translation).sources;
  const stale = Object.entries(sourceHashes(firstTexts)).filter(([part, hash]) => recorded[part] !== hash);
  const warnings = stale.map(
    ([part]) => `${file}: the ${language.code} texts of ${part} were written for older texts than today's; update them, then run \`npm run content:stamp\``,
  );
  return { problems, warnings };
}

function textAt(texts: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], texts);
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
