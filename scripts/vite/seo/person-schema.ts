/**
 * schema.org data for search engines, built from the content module so it always says what the
 * page says: the page (a `ProfilePage` in its language) and the owner it is about (`Person`), in
 * each of the site's languages. Serialised so it can sit inside a <script> element without ending it.
 */
import { wordsIn } from '../../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { Education, Profile, SkillGroups } from '../../../src/content/types.ts';
import { byGraduation } from '../../../src/lib/history/newest-first.ts';
import { contentIn, FIRST_LANGUAGE, languageTag, pagePathOf } from '../../../src/lib/languages/site-content.ts';
import { shareCardPath } from '../owner-art/share-card.ts';
import { siteHref } from '../../site/site-url.ts';

/** The parts of the content module the metadata reads. */
export interface SeoContent {
  profile: Profile;
  education: Education[];
  skillGroups: SkillGroups;
}

/** At most this many skills go into `knowsAbout`: the strongest ones, in the page's order. */
const KNOWS_ABOUT_LIMIT = 8;

/**
 * "B.Eng. Mechatronics Engineering (Co-op)" → "Mechatronics Engineering Student": the field of
 * study without the degree abbreviation or the parenthetical.
 */
export function studentTitle(degree: string): string {
  const field = degree
    .replace(/\s*\([^)]*\)\s*$/, '')
    // "B.Eng.", "BSc", "MEng", "Ph.D." or "Bachelor of Science", then an optional "in"/"of".
    .replace(/^(?:\S*\.|[BM](?:[A-Z][a-z]{0,3}){1,2}|(?:Bachelor|Master)(?:'s)?(?: of [A-Z]\w+)?)\s+(?:(?:in|of)\s+)?/, '')
    .trim();
  return `${field || degree} Student`;
}

/**
 * What the owner does, in a few words: `profile.headline` when given, else the field of the
 * degree that graduates last ("Mechatronics Engineering Student"; an exchange semester taken
 * during a degree ends first, so it is never the one named), else nothing. JSON-LD's jobTitle
 * and the JSON Resume's label read it. The degree is read as English names degrees ("B.Eng.",
 * "Bachelor of"), so in another language only the owner's own headline is given.
 */
export function ownerHeadline(profile: Pick<Profile, 'headline'>, education: readonly Education[], language: LanguageCode = 'en'): string | undefined {
  if (profile.headline) return profile.headline;
  const [current] = byGraduation(education);
  return current && language === 'en' ? studentTitle(current.degree) : undefined;
}

/** "Hamilton, ON | Calgary, AB" → one PostalAddress per place. */
function addresses(location: string) {
  return location
    .split('|')
    .map((place) => place.split(',').map((part) => part.trim()))
    .filter(([locality]) => Boolean(locality))
    .map(([locality, region]) => ({
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region ? { addressRegion: region } : {}),
    }));
}

function strongestSkills(skillGroups: SkillGroups): string[] {
  const skills = Object.values(skillGroups).flat();
  const advanced = skills.filter((skill) => skill.level === 'Advanced');
  return (advanced.length > 0 ? advanced : skills).slice(0, KNOWS_ABOUT_LIMIT).map((skill) => skill.name);
}

/** The owner as `Person`, from `content` in `language` (the first language's unless told), at that language's page. */
export function buildPersonSchema({ profile, education, skillGroups }: SeoContent, siteUrl: string, imagePath: string, language: LanguageCode = FIRST_LANGUAGE) {
  const jobTitle = ownerHeadline(profile, education, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: siteHref(siteUrl, pagePathOf(language)),
    image: siteHref(siteUrl, imagePath),
    ...(jobTitle ? { jobTitle } : {}),
    description: profile.summary,
    email: `mailto:${profile.email}`,
    ...(profile.phone ? { telephone: profile.phone } : {}),
    address: addresses(profile.location),
    sameAs: Object.values(profile.social).filter(Boolean),
    ...(education.length > 0
      ? { alumniOf: education.map((entry) => ({ '@type': 'CollegeOrUniversity', name: entry.institution })) }
      : {}),
    knowsAbout: strongestSkills(skillGroups),
  };
}

/**
 * The page in `language` as JSON-LD: a `ProfilePage` (the type search engines read for a page
 * about one person) that says its language (`inLanguage`, the page's `<html lang>`), whose main
 * entity is the owner described in that language's content, pictured by that language's share card.
 */
export function buildPageSchema(language: LanguageCode, siteUrl: string, content: SeoContent = contentIn(language)) {
  const { '@context': context, ...person } = buildPersonSchema(content, siteUrl, shareCardPath(language), language);
  return {
    '@context': context,
    '@type': 'ProfilePage',
    url: siteHref(siteUrl, pagePathOf(language)),
    name: wordsIn(language).page.title(content.profile.name),
    inLanguage: languageTag(language),
    mainEntity: person,
  };
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes (still the same JSON), so no
 * string in the content can close the element or open a comment; U+2028/2029 likewise.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
