/**
 * `basics` becomes the profile: name, email, phone, summary, location, profile links, and the
 * label as the headline (unless it is the one the page makes from the latest degree anyway,
 * as the site's own resume.json writes it) and, for a new owner, the hero's tagline. What JSON
 * Resume has no field for keeps today's value whatever the name, as the import cannot tell a new
 * owner from the same one writing their name another way: the greeting, the portrait, the footer
 * line, the logo, the resume's paper, the name split, a headline the resume's label does not
 * replace, the writing feed, the number of GitHub repositories shown and the visit counter. Under another name the checklist
 * names each of those that belongs to a person, to be checked. What is made from the name is made
 * again when the name changes: the short name, the portrait's description, the resume's file name.
 */
import type { Profile, SocialLinks } from '../../src/content/types.ts';
import { asciiFold, type Imported, type ImportWords } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/**
 * `basics.profiles` as the page's profile links. The page has a place for GitHub, LinkedIn and
 * Instagram (src/config/content-schema.ts, `social`); a profile on another network has none, and is
 * named on the checklist. A profile with a username but no URL gets its network's usual address.
 */

type Network = keyof SocialLinks;

const PROFILE_ADDRESS: Record<Network, (username: string) => string> = {
  github: (username) => `https://github.com/${username}`,
  linkedin: (username) => `https://www.linkedin.com/in/${username}`,
  instagram: (username) => `https://www.instagram.com/${username}`,
};

/** The page's link a JSON Resume network name means ("GitHub", "linkedin"), if it has one. */
export const pageNetwork = (network: string | undefined): Network | undefined =>
  Object.keys(PROFILE_ADDRESS).find((name) => name === network?.trim().toLowerCase()) as Network | undefined;

/** The page's links, and the networks it shows no link for, as written in the file ("Mastodon"). */
function socialLinks(profiles: NonNullable<JsonResume['basics']>['profiles'] = []): { social: SocialLinks; unused: string[] } {
  const social: SocialLinks = {};
  for (const profile of profiles) {
    const [network, username] = [pageNetwork(profile.network), profile.username?.trim()];
    const address = profile.url?.trim() || (network && username ? PROFILE_ADDRESS[network](username) : undefined);
    if (network && address && !social[network]) social[network] = address;
  }
  const unused = profiles.filter((profile) => !pageNetwork(profile.network)).map((profile) => profile.network?.trim() || profile.url || 'a profile without a network');
  return { social, unused };
}

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
  if (!today.nameParts && !sameOwner && name.split(/\s+/).length > 2) {
    todo.push(`profile.ts: nameParts: "${name}" has more than two words, so address books file it whole: add nameParts: { given: '…', family: '…' } to split it`);
  }
  // A label the page would make anyway says nothing a headline set by hand should give way to.
  const headline = label && label !== derivedHeadline ? label : today.headline;
  const githubRepositories = social.github ? today.githubRepositories : undefined;
  if (today.githubRepositories && !githubRepositories) {
    todo.push(`profile.ts: githubRepositories (${today.githubRepositories}) is left out: the JSON Resume has no GitHub profile, whose repositories it counts; add social.github and githubRepositories back to show them`);
  }
  if (!sameOwner) {
    // Kept under another name: the person's own, if the name is only written another way; the previous owner's otherwise.
    const keptFrom = `is kept from the profile of "${today.name}", as JSON Resume has no field for it`;
    if (today.nameParts) todo.push(`profile.ts: nameParts (given '${today.nameParts.given}', family '${today.nameParts.family}') ${keptFrom}: split "${name}" the same way, or remove it`);
    const kept = [
      headline && headline === today.headline && `headline ("${headline}")`,
      today.writingFeed && `writingFeed (${today.writingFeed})`,
      githubRepositories && `githubRepositories (${githubRepositories}, of ${social.github})`,
      today.visitCounter && `visitCounter (${today.visitCounter}: this site's visits would be counted there)`,
    ].filter(Boolean);
    for (const setting of kept) todo.push(`profile.ts: ${setting} ${keptFrom}: remove it if it is not yours`);
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
    ...(today.nameParts ? { nameParts: today.nameParts } : {}),
    ...(headline ? { headline } : {}),
    ...(today.logo ? { logo: today.logo } : {}),
    ...(today.writingFeed ? { writingFeed: today.writingFeed } : {}),
    ...(githubRepositories ? { githubRepositories } : {}),
    ...(today.visitCounter ? { visitCounter: today.visitCounter } : {}),
    resume: { downloadName: sameOwner ? today.resume.downloadName : resumeFileName(name), ...(today.resume.paper ? { paper: today.resume.paper } : {}) },
  };
  return { value: profile, todo };
}
