/**
 * The owner's content in each of the site's languages: the content files as written for the
 * first language (languages.ts), and for every other one the same content with its
 * translation's texts in place (translations/<code>.ts). Images, links, dates, names and
 * skill levels are the same in every language. The build has already checked that every text is
 * translated (scripts/content/translations.ts), so nothing here falls back to English.
 */
import { awards } from '../../content/awards.ts';
import { certificates } from '../../content/certificates.ts';
import { education } from '../../content/education.ts';
import { experience } from '../../content/experience.ts';
import { gallery } from '../../content/gallery.ts';
import { interests } from '../../content/interests.ts';
import { languages } from '../../content/languages.ts';
import { pageText } from '../../content/page-text.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { publications } from '../../content/publications.ts';
import { skillGroups, skillGroupTitles } from '../../content/skills.ts';
import { spokenLanguages } from '../../content/spoken-languages.ts';
import type { Translation } from '../../content/types.ts';
import type { LanguageCode } from '../../config/language-codes.ts';
import { filesByLanguage } from './files-by-language.ts';

/** Everything of the owner's a page shows, in one language (certificates, awards, publications and spoken languages each may be none). */
export const firstLanguageContent = {
  profile,
  projects,
  skillGroups,
  skillGroupTitles,
  experience,
  education,
  interests,
  gallery,
  pageText,
  certificates,
  awards,
  publications,
  spokenLanguages,
};
export type SiteContent = typeof firstLanguageContent;

/**
 * Every translation file there is (translations/<code>.ts, exporting its texts under its code),
 * by language. The build leaves out (as `undefined`) the file of a language that languages.ts
 * does not list, so its texts never reach the browser (scripts/vite/site-languages.ts).
 */
// Pure: a module that reads only the list of languages (the inline script) bundles none of the texts.
export const TRANSLATIONS = /* @__PURE__ */ filesByLanguage<Translation>(
  () => import.meta.glob('../../content/translations/*.ts', { eager: true }),
  '../../content/translations/',
  (code) => code,
);

/** The site's languages, the first one's page at the root. */
export const SITE_LANGUAGES = languages;
export const FIRST_LANGUAGE: LanguageCode = languages[0]!.code;

/** Each entry of `entries` with the texts its translation files under its `id`. */
const translatedById = <Entry extends { id: string }>(entries: readonly Entry[], texts: Readonly<Record<string, Partial<Entry>>>): Entry[] =>
  entries.map((entry) => ({ ...entry, ...texts[entry.id] }));

/**
 * The content with a translation's texts in place of the first language's. Each entry is
 * paired with its texts by a key it holds (its `id`, a skill by its own name), never by its
 * place in a list, so reordering a list cannot give one entry another's translation.
 */
export function translateContent(content: SiteContent, translation: Translation): SiteContent {
  return {
    ...content,
    profile: { ...content.profile, ...translation.profile },
    projects: content.projects.map((project) => ({ ...project, ...translation.projects[project.id] })),
    skillGroups: Object.fromEntries(
      Object.entries(content.skillGroups).map(([group, skills]) => [group, skills.map((skill) => ({ ...skill, name: translation.skillNames[group]?.[skill.name] ?? skill.name }))]),
    ),
    skillGroupTitles: { ...content.skillGroupTitles, ...translation.skillGroupTitles },
    experience: translatedById(content.experience, translation.experience),
    education: translatedById(content.education, translation.education),
    interests: translatedById(content.interests, translation.interests),
    gallery: translatedById(content.gallery, translation.gallery),
    pageText: translation.pageText,
    certificates: translatedById(content.certificates, translation.certificates ?? {}),
    awards: translatedById(content.awards, translation.awards ?? {}),
    publications: translatedById(content.publications, translation.publications ?? {}),
    spokenLanguages: translatedById(content.spokenLanguages, translation.spokenLanguages ?? {}),
  };
}

const contentByLanguage = new Map<LanguageCode, SiteContent>();

/** The owner's content in `language`, one of the site's languages. */
export function contentIn(language: LanguageCode): SiteContent {
  let content = contentByLanguage.get(language);
  if (!content) {
    const translation = language === FIRST_LANGUAGE ? undefined : TRANSLATIONS[language];
    if (language !== FIRST_LANGUAGE && !translation) throw new Error(`The site has no ${language} texts (src/content/translations/${language}.ts).`);
    content = translation ? translateContent(firstLanguageContent, translation) : firstLanguageContent;
    contentByLanguage.set(language, content);
  }
  return content;
}

/** The `<html lang>` tag of a page in `language`. */
export const languageTag = (language: LanguageCode): string => SITE_LANGUAGES.find(({ code }) => code === language)?.tag ?? language;

export { pagePathOf } from './language-files.ts';

/** The language of the page this runs in, from its `<html lang>` (the first one's on the server). */
export function languageOfDocument(): LanguageCode {
  const tag = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return SITE_LANGUAGES.find((language) => language.tag === tag)?.code ?? FIRST_LANGUAGE;
}
