/**
 * `basics.profiles` as the page's profile links. The page has a place for GitHub, LinkedIn and
 * Instagram (src/config/content-schema.ts, `social`); a profile on another network has none, and is
 * named on the checklist. A profile with a username but no URL gets its network's usual address.
 */
import type { SocialLinks } from '../../src/content/types.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

type Network = keyof SocialLinks;

const PROFILE_ADDRESS: Record<Network, (username: string) => string> = {
  github: (username) => `https://github.com/${username}`,
  linkedin: (username) => `https://www.linkedin.com/in/${username}`,
  instagram: (username) => `https://www.instagram.com/${username}`,
};

/** The page's link a JSON Resume network name means ("GitHub", "linkedin"), if it has one. */
export function pageNetwork(network: string | undefined): Network | undefined {
  const key = (network ?? '').trim().toLowerCase();
  return Object.keys(PROFILE_ADDRESS).find((name) => name === key) as Network | undefined;
}

export interface ImportedLinks {
  social: SocialLinks;
  /** Networks the page shows no link for, as written in the file: "Mastodon". */
  unused: string[];
}

export function socialLinks(profiles: NonNullable<JsonResume['basics']>['profiles'] = []): ImportedLinks {
  const social: SocialLinks = {};
  const unused: string[] = [];
  for (const profile of profiles) {
    const network = pageNetwork(profile.network);
    if (!network) {
      unused.push(profile.network?.trim() || profile.url || 'a profile without a network');
      continue;
    }
    const username = profile.username?.trim();
    const address = profile.url?.trim() || (username ? PROFILE_ADDRESS[network](username) : undefined);
    if (address && !social[network]) social[network] = address;
  }
  return { social, unused };
}
