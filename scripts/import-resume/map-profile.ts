/**
 * `basics` becomes the profile: name, email, phone, summary, location, profile links, and the
 * label as the headline (unless it is the one the page makes from the latest degree anyway,
 * as the site's own resume.json writes it) and, for a new owner, the hero's tagline. What JSON Resume has no field for keeps
 * today's value: the greeting, the portrait, the footer line, the logo, the resume's paper. Some
 * of today's values belong to the person they describe, and go when the name changes: the short
 * name and the name split, the portrait's description (rewritten to name the new owner), the
 * resume's file name,
 * the writing feed and the number of GitHub repositories shown.
 * Importing under the same name keeps them all.
 */
import type { Profile } from '../../src/content/types.ts';
import { asciiFold } from './ascii-fold.ts';
import type { Imported } from './imported.ts';
import type { ImportWords } from './import-words.ts';
import type { JsonResume } from './json-resume.ts';
import { socialLinks } from './social-links.ts';

/** "Maëlle Đặng-Tremblay" → "Maelle-Dang-Tremblay-Resume.pdf": a file name every system keeps. */
function resumeFileName(name: string): string {
  const words = asciiFold(name).split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.length > 0 ? `${words.join('-')}-Resume.pdf` : 'Resume.pdf';
}

/** "Hamilton" + "ON" → "Hamilton, ON"; the address and postal code are not for a public page. */
export function locationLine(location: NonNullable<JsonResume['basics']>['location']): string | undefined {
  const parts = [location?.city, location?.region ?? location?.countryCode].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** `derivedHeadline`: the headline the page makes from the imported degrees when the profile has none. */
export function importProfile(resume: JsonResume, today: Profile, words: ImportWords, derivedHeadline?: string): Imported<Profile> {
  const basics = resume.basics ?? {};
  const name = basics.name!.trim();
  const sameOwner = name === today.name;
  const label = basics.label?.trim() || undefined;
  const summary = basics.summary?.trim() || undefined;
  const location = locationLine(basics.location);
  const { social, unused } = socialLinks(basics.profiles);
  const todo: string[] = [];

  if (!label && !sameOwner) todo.push(`profile.ts: tagline: the JSON Resume has no basics.label, so the previous tagline stays ("${today.tagline}"): write yours`);
  if (!summary) todo.push('profile.ts: summary: the JSON Resume has no basics.summary, so the previous one stays: write one or two sentences about you');
  if (!location) todo.push(`profile.ts: location: the JSON Resume has no basics.location city, so the previous one stays ("${today.location}"): write yours`);
  if (unused.length > 0) todo.push(`profile.ts: social: the page links to GitHub, LinkedIn and Instagram only; not shown: ${unused.join(', ')}`);
  if (basics.url?.trim()) todo.push(`profile.ts: the page has no place for a website (basics.url ${basics.url.trim()}): put it in a project's links or the summary if you want it shown`);
  if (!sameOwner && name.split(/\s+/).length > 2) {
    todo.push(`profile.ts: nameParts: "${name}" has more than two words, so address books file it whole: add nameParts: { given: '…', family: '…' } to split it`);
  }

  const profile: Profile = {
    name,
    shortName: sameOwner ? today.shortName : name.split(/\s+/)[0]!,
    greeting: today.greeting,
    // A new owner's label replaces the motto under the name; the same owner's motto stays.
    tagline: !sameOwner && label ? label : today.tagline,
    summary: summary ?? today.summary,
    email: basics.email!.trim(),
    ...(basics.phone?.trim() ? { phone: basics.phone.trim() } : {}),
    location: location ?? today.location,
    social,
    portrait: today.portrait,
    portraitAlt: sameOwner ? today.portraitAlt : words.portraitAlt(name),
    footerTagline: today.footerTagline,
    ...(sameOwner && today.nameParts ? { nameParts: today.nameParts } : {}),
    ...(label && label !== derivedHeadline ? { headline: label } : !label && sameOwner && today.headline ? { headline: today.headline } : {}),
    ...(today.logo ? { logo: today.logo } : {}),
    // The same owner's writing feed, repositories and visit counter stay on (the count of
    // repositories needs the GitHub link); a new owner's site does not count at the old one's.
    ...(sameOwner && today.writingFeed ? { writingFeed: today.writingFeed } : {}),
    ...(sameOwner && today.githubRepositories && social.github ? { githubRepositories: today.githubRepositories } : {}),
    ...(sameOwner && today.visitCounter ? { visitCounter: today.visitCounter } : {}),
    resume: { downloadName: sameOwner ? today.resume.downloadName : resumeFileName(name), ...(today.resume.paper ? { paper: today.resume.paper } : {}) },
  };
  return { value: profile, todo };
}
