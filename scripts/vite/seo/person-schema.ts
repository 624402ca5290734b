/**
 * schema.org `Person` data for search engines, built from the content module so it always says
 * what the page says. Serialised so it can sit inside a <script> element without ending it.
 */
import type { Education, Profile, SkillGroups } from '../../../src/content/types';
import { newestFirst } from '../../../src/lib/history/newest-first.ts';
import { siteHref } from './site-url.ts';

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
    .replace(/^\S*\.\s+/, '')
    .trim();
  return `${field || degree} Student`;
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

export function buildPersonSchema({ profile, education, skillGroups }: SeoContent, siteUrl: string, imagePath: string) {
  const [current] = newestFirst(education);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: siteHref(siteUrl),
    image: siteHref(siteUrl, imagePath),
    ...(current ? { jobTitle: studentTitle(current.degree) } : {}),
    description: profile.summary,
    email: `mailto:${profile.email}`,
    telephone: profile.phone,
    address: addresses(profile.location),
    sameAs: Object.values(profile.social).filter(Boolean),
    ...(education.length > 0
      ? { alumniOf: education.map((entry) => ({ '@type': 'CollegeOrUniversity', name: entry.institution })) }
      : {}),
    knowsAbout: strongestSkills(skillGroups),
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
