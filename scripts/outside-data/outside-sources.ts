/**
 * Which outside sources the owner's profile turns on, and where each is asked: the writing feed
 * at the address `writingFeed` gives; the repositories of the account `social.github` links to,
 * `githubRepositories` of them, from GitHub's API. Neither is on unless profile.ts says so.
 */
import type { Profile } from '../../src/content/types.ts';
import { githubUser, repositoriesUrl } from './github-repositories.ts';

/** What of the profile this reads (a profile that is still being checked may lack the rest). */
type SourceFields = Pick<Profile, 'writingFeed' | 'githubRepositories'> & { social?: Pick<Profile['social'], 'github'> };

export interface OutsideSources {
  /** The feed's address. */
  writingFeed?: string;
  repositories?: {
    /** The GitHub account. */
    user: string;
    /** How many the page shows. */
    count: number;
    /** The API address asked (no credential in it). */
    url: string;
  };
}

export function outsideSources(profile: SourceFields, env: NodeJS.ProcessEnv = process.env): OutsideSources {
  const user = profile.social?.github ? githubUser(profile.social.github) : null;
  return {
    ...(profile.writingFeed && { writingFeed: profile.writingFeed }),
    ...(profile.githubRepositories && user && { repositories: { user, count: profile.githubRepositories, url: repositoriesUrl(user, env) } }),
  };
}

/** Mistakes in the profile's sources, as the content check words them (none when right). */
export function checkOutsideSources(profile: SourceFields): string[] {
  if (!profile.githubRepositories) return [];
  if (!profile.social?.github) return ['profile.ts: githubRepositories: needs social.github, the GitHub account whose repositories to show'];
  if (!githubUser(profile.social.github)) return [`profile.ts: social.github: "${profile.social.github}" names no GitHub account (a link like https://github.com/YOUR-USER)`];
  return [];
}
