// @vitest-environment jsdom
/**
 * The owner's optional parts as built (`npm run build` first): her writing feed's newest posts and
 * her GitHub repositories, in every language's prerendered page (so the service worker precaches
 * them with it), exactly as the build kept them in .outside-data/ (scripts/outside-data), and
 * nothing of them where profile.ts does not turn them on: no section, no header link. No image
 * and no request to those hosts (the policy's connect-src names none), links only http(s), and
 * the GitHub token (the second-owner gate plants one) in no file of the build or the kept copies.
 * With EXPECT_OUTSIDE_DATA=1 (the second-owner gate, whose build fetched from fakes) both parts
 * must be there in full; otherwise a source that was down for this build may leave its part out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile.ts';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { languageTag, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { OFFLINE_BADGE_ATTRIBUTE, OFFLINE_DETAILS_ATTRIBUTE, SECTION_LINK_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { MAX_POSTS, type Repository, type WritingPost } from '../../src/lib/outside-data/outside-data.ts';
import { formatPostDate, langAttributeFor } from '../../src/lib/outside-data/post-date.ts';
import { OUTSIDE_DATA_DIR, type CachedAnswer } from '../../scripts/outside-data/outside-cache.ts';
import { outsideSources } from '../../scripts/outside-data/outside-sources.ts';

const DIST = 'dist';
const expectFull = process.env.EXPECT_OUTSIDE_DATA === '1';
const sources = outsideSources(profile);

/** What the build kept of a source, if it is this profile's (the feed's address; the account's list). */
function kept<Item>(name: string, isThisSource: (source: string) => boolean): Item[] {
  const file = join(OUTSIDE_DATA_DIR, `${name}.json`);
  if (!existsSync(file)) return [];
  const entry = JSON.parse(readFileSync(file, 'utf8')) as CachedAnswer<Item[]>;
  return isThisSource(entry.source) ? entry.data : [];
}
const posts = sources.writingFeed ? kept<WritingPost>('writing-feed', (source) => source === sources.writingFeed).slice(0, MAX_POSTS) : [];
const repositories = sources.repositories
  ? kept<Repository>('github-repositories', (source) => new URL(source).pathname === `/users/${sources.repositories!.user}/repos`).slice(0, sources.repositories.count)
  : [];

const pageOf = (path: string) => new DOMParser().parseFromString(readFileSync(join(DIST, path, 'index.html'), 'utf8'), 'text/html');
const hrefs = (links: Iterable<Element>) => [...links].map((link) => link.getAttribute('href'));

it(expectFull ? 'has both parts in full, as profile.ts turns them on' : 'has each part profile.ts turns on, or a source that was down left it out', () => {
  if (!expectFull) return;
  expect(profile.writingFeed).toBeTruthy();
  expect(posts).toHaveLength(MAX_POSTS);
  expect(profile.githubRepositories).toBeGreaterThan(0);
  expect(repositories).toHaveLength(profile.githubRepositories!);
});

describe.each(SITE_LANGUAGES)('the $code page', ({ code }) => {
  const document = pageOf(pagePathOf(code));
  const words = wordsIn(code);
  const tag = languageTag(code);

  it('shows the newest posts, each titled with a link to it, dated in its language, the feed’s language marked; linked from the header only then', () => {
    const section = document.getElementById('writing');
    const barLinks = hrefs(document.querySelectorAll(`header nav[aria-label] a[${SECTION_LINK_ATTRIBUTE}]`));
    const menuLinks = hrefs(document.querySelectorAll('header nav[popover] a[href^="#"]'));
    if (posts.length === 0) {
      expect(section).toBeNull();
      expect(barLinks).not.toContain('#writing');
      expect(menuLinks).not.toContain('#writing');
      return;
    }
    expect(section!.querySelector('h2')!.textContent).toBe(words.writing.title);
    for (const links of [barLinks, menuLinks]) expect(links.slice(links.indexOf('#projects'), links.indexOf('#projects') + 2)).toEqual(['#projects', '#writing']);
    const items = [...section!.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(posts.map((post) => post.title));
    expect(items.map((item) => item.querySelector('h3 a')!.getAttribute('href'))).toEqual(posts.map((post) => post.url));
    expect(items.map((item) => item.querySelector('time')!.textContent)).toEqual(posts.map((post) => formatPostDate(post.published, tag)));
    expect(items.map((item) => item.querySelector('h3')!.getAttribute('lang') ?? undefined)).toEqual(posts.map((post) => langAttributeFor(post.language, tag)));
  });

  it('lists the repositories under the projects, each linked, its stars read out in words', () => {
    const region = document.querySelector('[aria-labelledby="repositories-title"]');
    if (repositories.length === 0) return expect(region).toBeNull();
    expect(region!.closest('section')!.id).toBe('projects');
    const items = [...region!.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('h4 a')!.getAttribute('href'))).toEqual(repositories.map((repository) => repository.url));
    expect(items.map((item) => item.querySelector('h4')!.textContent)).toEqual(repositories.map((repository) => repository.name));
    for (const [index, item] of items.entries()) expect(item.textContent).toContain(words.repositories.stars(repositories[index]!.stars));
  });

  it('says beside them, only while offline, that their links need a connection, and the offline badge says so too', () => {
    const notes = [...document.querySelectorAll(`main [${OFFLINE_BADGE_ATTRIBUTE}]`)];
    const parts = (posts.length > 0 ? 1 : 0) + (repositories.length > 0 ? 1 : 0);
    expect(notes).toHaveLength(parts);
    for (const note of notes) {
      expect(note.hasAttribute('hidden')).toBe(true);
      expect(note.textContent).toBe(words.outsideLinks.offline);
    }
    // The badge's words in full, after the first screen, which the inline script puts in the badge.
    const badge = document.querySelector(`div[${OFFLINE_DETAILS_ATTRIBUTE}]`)!.textContent;
    expect(badge).toBe(parts > 0 ? `${words.header.offline.details} ${words.header.offline.outsideLinks}` : words.header.offline.details);
  });

  it('fetches nothing from these hosts: no image of theirs, no request allowed to them, only http(s) links', () => {
    const hosts = [sources.writingFeed, sources.repositories?.url, ...posts.map((post) => post.url), ...repositories.map((repository) => repository.url)]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).host);
    const fetched = [...document.querySelectorAll('img[src], source[srcset], link[href]:not([rel="alternate"]):not([rel="canonical"])')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('srcset') ?? element.getAttribute('href') ?? '',
    );
    expect(fetched.filter((url) => hosts.some((host) => url.includes(host)))).toEqual([]);
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    const connect = /connect-src ([^;]*)/.exec(policy)![1]!;
    expect(hosts.filter((host) => connect.includes(host))).toEqual([]);
    const outside = [...document.querySelectorAll('#writing a, [aria-labelledby="repositories-title"] a')].map((link) => new URL(link.getAttribute('href')!).protocol);
    expect(outside.filter((protocol) => protocol !== 'http:' && protocol !== 'https:')).toEqual([]);
  });
});

it('never writes the GitHub token into the build or the kept copies', () => {
  const token = process.env.GITHUB_TOKEN?.trim();
  if (!token) return;
  const files = (dir: string): string[] =>
    existsSync(dir) ? readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)])) : [];
  const holding = [...files(DIST), ...files(OUTSIDE_DATA_DIR)].filter((file) => readFileSync(file).includes(token));
  expect(holding).toEqual([]);
});
