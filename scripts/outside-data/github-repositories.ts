/**
 * The owner's public GitHub repositories, from the REST API's list of a user's repositories
 * (`/users/USER/repos?type=owner&sort=pushed`): forks and archived repositories left out, the
 * most recently pushed first. Each repository is checked on its own: one the page cannot show
 * (no name, a link that is not http(s)) is skipped and named. An answer that is not a list is
 * malformed. `GITHUB_API_URL` (what GitHub Actions sets) names the API's origin, and
 * `GITHUB_TOKEN`, where set, goes in the Authorization header only, to raise the rate limit.
 */
import type { Repository } from '../../src/lib/outside-data/outside-data.ts';
import { MalformedAnswer } from './malformed-answer.ts';

const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** The account `social.github` links to: the first segment of its path (`https://github.com/USER`). */
export function githubUser(profileUrl: string): string | null {
  if (!URL.canParse(profileUrl)) return null;
  const user = new URL(profileUrl).pathname.split('/').find(Boolean);
  return user && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(user) ? user : null;
}

/** The list's address for `user` (one page of 100: the most recently pushed come first). */
export function repositoriesUrl(user: string, env: NodeJS.ProcessEnv = process.env): string {
  const origin = (env.GITHUB_API_URL?.trim() || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
  return `${origin}/users/${encodeURIComponent(user)}/repos?type=owner&sort=pushed&per_page=100`;
}

/** The request's headers: the token, where set, as a Bearer credential and nowhere else. */
export function repositoriesHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const token = env.GITHUB_TOKEN?.trim();
  return {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    ...(token && { authorization: `Bearer ${token}` }),
  };
}

interface RepositoriesReading {
  /** The owner's own, unarchived repositories, most recently pushed first. */
  repositories: Repository[];
  /** One line per repository left out for a fault in the answer (forks and archived ones are not faults). */
  skipped: string[];
}

/** An http(s) address: what a link the page shows may be. */
export const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : undefined);

/** The repositories of the API's answer `json`. Throws MalformedAnswer for anything but a list. */
export function readRepositories(json: string): RepositoriesReading {
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    throw new MalformedAnswer('not JSON');
  }
  if (!Array.isArray(answer)) throw new MalformedAnswer('not a list of repositories');
  const repositories: Repository[] = [];
  const skipped: string[] = [];
  answer.forEach((entry: Record<string, unknown> | null, index) => {
    const name = optionalText(entry?.name);
    const named = `repository ${index + 1}${name ? ` ("${name}")` : ''}`;
    if (!entry || !name) return skipped.push(`${named} has no name`);
    if (entry.fork === true || entry.archived === true) return;
    if (!isWebUrl(entry.html_url)) return skipped.push(`${named} has no http(s) link`);
    const pushed = typeof entry.pushed_at === 'string' ? Date.parse(entry.pushed_at) : Number.NaN;
    if (Number.isNaN(pushed)) return skipped.push(`${named} has no date it was pushed`);
    const description = optionalText(entry.description);
    const language = optionalText(entry.language);
    repositories.push({
      name,
      url: entry.html_url,
      ...(description && { description }),
      ...(language && { language }),
      stars: typeof entry.stargazers_count === 'number' && entry.stargazers_count >= 0 ? Math.floor(entry.stargazers_count) : 0,
      pushedAt: new Date(pushed).toISOString(),
    });
  });
  repositories.sort((a, b) => b.pushedAt.localeCompare(a.pushedAt));
  return { repositories, skipped };
}
