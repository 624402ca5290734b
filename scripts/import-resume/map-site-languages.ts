/**
 * languages.ts after an import: the imported resume's language first (French when its
 * `meta.lang` says so, else English), and French second when the French resume came with an
 * English one (`--fr`); no other. Each page's tag: `meta.lang`
 * when it names a region (`en-IE`, `fr-CA`); else, for the same owner, today's tag for that
 * language (the region they chose); else the language in the country of `basics.location`
 * (`countryCode` CA → `en-CA`); else today's tag; else the language alone.
 */
import type { SiteLanguage } from '../../src/content/types.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

export type ImportedCode = 'en' | 'fr';

/** The language a resume is written in, of those the import writes: French when its `meta.lang` says so, else English. */
export function resumeLanguage(resume: JsonResume): ImportedCode {
  return /^fr\b/i.test((resume.meta?.lang ?? resume.meta?.['x-lang'])?.trim() ?? '') ? 'fr' : 'en';
}

/** `en-ie` → `en-IE`: the language in lower case, a two-letter region in upper case, as tags are written. */
const tagCase = (tag: string): string =>
  tag
    .split('-')
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('-');

function siteLanguageTag(code: ImportedCode, resume: JsonResume, today: readonly SiteLanguage[], sameOwner: boolean): string {
  const lang = (resume.meta?.lang ?? resume.meta?.['x-lang'])?.trim() ?? '';
  if (/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})+$/i.test(lang) && lang.toLowerCase().startsWith(`${code}-`)) return tagCase(lang);
  const todayTag = today.find((language) => language.code === code)?.tag;
  if (sameOwner && todayTag) return todayTag;
  const country = resume.basics?.location?.countryCode?.trim() ?? '';
  if (/^[A-Za-z]{2}$/.test(country)) return `${code}-${country.toUpperCase()}`;
  return todayTag ?? code;
}

/** `sameOwner`: the resume names the person the content names today. */
export function importSiteLanguages(resume: JsonResume, french: JsonResume | undefined, today: readonly SiteLanguage[], sameOwner: boolean): SiteLanguage[] {
  const first = resumeLanguage(resume);
  return [
    { code: first, tag: siteLanguageTag(first, resume, today, sameOwner) },
    ...(french ? [{ code: 'fr' as const, tag: siteLanguageTag('fr', french, today, sameOwner) }] : []),
  ];
}
