/**
 * The outside sources end to end, against a fake feed host and a fake GitHub API on 127.0.0.1:
 * fetched, kept, shown; and every way a source fails (an error status, a rate limit, a timeout,
 * a malformed answer), each with a kept copy (the page shows it, a WARNING gives its age) and
 * without (the part is left out, a WARNING says so). Never an exception, never the token.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITED, startFakeSources, type FakeAnswer, type FakeSources } from '../../tests/support/fake-outside-sources.ts';
import { MAX_POSTS } from '../../src/lib/outside-data/outside-data.ts';
import { OUTSIDE_DATA_DIR } from './outside-cache.ts';
import { outsideDataForPage } from './page-outside-data.ts';
import { refreshOutsideData } from './refresh-outside-data.ts';

const FIRST_FETCH = new Date('2026-11-25T09:00:00Z');
const LATER = new Date('2026-11-25T12:15:00Z');
const TOKEN = 'ghp_fake-token-for-tests-0d6f1c2a';
/** Short, so the timeout cases take a fraction of a second; the build's own is FETCH_TIMEOUT_MS. */
const TIMEOUT_MS = 300;

const rssItem = (n: number, title = `Post ${n}`) =>
  `<item><title>${title}</title><link>https://blog.example.org/${n}</link><pubDate>${new Date(Date.UTC(2025, 0, n)).toUTCString()}</pubDate><description>&lt;p&gt;Summary of &lt;b&gt;post ${n}&lt;/b&gt;&lt;/p&gt;</description></item>`;
const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><language>en</language>${items}</channel></rss>`;
const atom = (entries: string) => `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr"><title>Carnet</title>${entries}</feed>`;
const atomEntry = (n: number, title: string) => `<entry><title>${title}</title><link href="https://carnet.example.org/${n}"/><published>2025-02-0${n}T08:00:00Z</published></entry>`;

const repository = (name: string, pushed: string, extra: Record<string, unknown> = {}) => ({
  name,
  html_url: `https://github.com/ada/${name}`,
  description: `About ${name}`,
  language: 'TypeScript',
  stargazers_count: 3,
  fork: false,
  archived: false,
  pushed_at: pushed,
  ...extra,
});
const REPOSITORIES = JSON.stringify([
  repository('bridge-loads', '2026-11-20T10:00:00Z', { stargazers_count: 12 }),
  repository('forked-lib', '2026-11-24T10:00:00Z', { fork: true }),
  repository('old-thesis', '2026-11-23T10:00:00Z', { archived: true }),
  repository('culvert-sim', '2026-11-22T10:00:00Z', { description: null, language: null, stargazers_count: 1 }),
  repository('notes', '2026-10-01T10:00:00Z'),
]);

let root: string;
let sources: FakeSources;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'outside-data-'));
  sources = await startFakeSources();
});
afterEach(async () => {
  await sources.close();
  rmSync(root, { recursive: true, force: true });
});

const feedProfile = () => ({ writingFeed: sources.url('/feed.xml'), social: {} });
const githubProfile = (count = 2) => ({ githubRepositories: count, social: { github: 'https://github.com/ada' } });
const env = () => ({ GITHUB_API_URL: sources.origin, GITHUB_TOKEN: TOKEN });

async function refresh(profile: Parameters<typeof refreshOutsideData>[0]['profile'], at = FIRST_FETCH, extraEnv: Record<string, string> = {}) {
  return refreshOutsideData({ root, profile, env: { ...env(), ...extraEnv }, now: () => at, timeoutMs: TIMEOUT_MS });
}
const page = (profile: Parameters<typeof outsideDataForPage>[1]) => outsideDataForPage(root, profile, env());
const warnings = (lines: string[]) => lines.filter((line) => line.includes('WARNING'));

describe('the writing feed', () => {
  it('RSS: the newest six posts, with text summaries and the feed language, kept for later', async () => {
    sources.answer('/feed.xml', { body: rss([1, 2, 3, 4, 5, 6, 7].map((n) => rssItem(n)).join('')) });
    const lines = await refresh(feedProfile());
    expect(warnings(lines)).toEqual([]);
    expect(lines).toEqual([`outside data: the writing feed ${sources.url('/feed.xml')}: 6 posts fetched`]);
    const { writing } = page(feedProfile());
    expect(writing).toHaveLength(MAX_POSTS);
    expect(writing.map((post) => post.title)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2']);
    expect(writing[0]).toEqual({ title: 'Post 7', url: 'https://blog.example.org/7', published: '2025-01-07T00:00:00.000Z', summary: 'Summary of post 7', language: 'en' });
  });

  it('Atom, with accented titles as written', async () => {
    sources.answer('/feed.xml', { body: atom(atomEntry(1, 'Ponts en arc : étude à Lyon') + atomEntry(2, 'Østergård og Nguyễn: flom i Trondheim')), type: 'application/atom+xml' });
    await refresh(feedProfile());
    expect(page(feedProfile()).writing.map(({ title, language }) => [title, language])).toEqual([
      ['Østergård og Nguyễn: flom i Trondheim', 'fr'],
      ['Ponts en arc : étude à Lyon', 'fr'],
    ]);
  });

  it('a broken entry is left out and named, the others shown', async () => {
    sources.answer('/feed.xml', { body: rss(rssItem(1) + '<item><title>Sneaky</title><link>javascript:alert(1)</link><pubDate>Mon, 06 Jan 2025 09:00:00 GMT</pubDate></item>' + rssItem(2)) });
    const lines = await refresh(feedProfile());
    expect(warnings(lines)).toEqual([`outside data: WARNING the writing feed ${sources.url('/feed.xml')}: item 2 ("Sneaky") its link "javascript:alert(1)" is not an http(s) address: left out`]);
    expect(page(feedProfile()).writing.map((post) => post.title)).toEqual(['Post 2', 'Post 1']);
  });

  it('an empty feed shows no section, with a WARNING', async () => {
    sources.answer('/feed.xml', { body: rss('') });
    expect(warnings(await refresh(feedProfile()))).toEqual([
      `outside data: WARNING the writing feed ${sources.url('/feed.xml')} has nothing to show: the Writing section is left out of the page`,
    ]);
    expect(page(feedProfile()).writing).toEqual([]);
  });

  const FAILURES: [string, FakeAnswer, string][] = [
    ['a 500', { status: 500, body: 'oops' }, 'answered HTTP 500'],
    ['a 403 rate limit', RATE_LIMITED, 'rate-limited (HTTP 403; it resets at 14:05 UTC)'],
    ['a timeout', { hang: true }, `no answer within ${TIMEOUT_MS / 1000} s`],
    ['a malformed answer', { body: '<html><body>Moved</body></html>', type: 'text/html' }, 'its answer is malformed: neither an RSS 2.0 nor an Atom feed'],
  ];

  describe.each(FAILURES)('%s', (_what, failure, problem) => {
    it('with a kept copy: the page shows it, and a WARNING names the source and its age', async () => {
      sources.answer('/feed.xml', { body: rss(rssItem(1) + rssItem(2)) });
      await refresh(feedProfile());
      sources.answer('/feed.xml', failure);
      const lines = await refresh(feedProfile(), LATER);
      expect(lines).toEqual([
        `outside data: WARNING the writing feed ${sources.url('/feed.xml')} could not be read (${problem}): the page shows the last good copy, 3 h 15 min old (fetched 2026-11-25 09:00 UTC)`,
      ]);
      expect(page(feedProfile()).writing.map((post) => post.title)).toEqual(['Post 2', 'Post 1']);
    });

    it('without one: the section is left out, with a WARNING', async () => {
      sources.answer('/feed.xml', failure);
      expect(await refresh(feedProfile())).toEqual([
        `outside data: WARNING the writing feed ${sources.url('/feed.xml')} could not be read (${problem}) and no earlier copy is kept: the Writing section is left out of the page`,
      ]);
      expect(page(feedProfile()).writing).toEqual([]);
    });
  });

  it('a host that is not there at all is a failure like the others', async () => {
    const gone = sources.url('/feed.xml');
    await sources.close();
    sources = await startFakeSources();
    const lines = await refreshOutsideData({ root, profile: { writingFeed: gone.replace(/:\d+\//, ':9/'), social: {} }, env: {}, timeoutMs: TIMEOUT_MS });
    expect(warnings(lines)).toHaveLength(1);
    expect(lines[0]).toMatch(/could not be read \((could not connect|no answer within).*\) and no earlier copy is kept/);
  });

  it("a copy of another feed (the owner changed the address) is not shown", async () => {
    sources.answer('/feed.xml', { body: rss(rssItem(1)) });
    await refresh(feedProfile());
    expect(page({ writingFeed: sources.url('/other.xml'), social: {} }).writing).toEqual([]);
  });
});

describe("the owner's GitHub repositories", () => {
  it('are the N most recently pushed, forks and archived ones left out, asked with the token as a Bearer credential', async () => {
    sources.answer('/users/ada/repos', { body: REPOSITORIES, type: 'application/json' });
    const lines = await refresh(githubProfile(2));
    expect(lines).toEqual([`outside data: the GitHub repositories of ada (${sources.origin}/users/ada/repos?type=owner&sort=pushed&per_page=100): 3 repositories fetched`]);
    expect(sources.requests.map((request) => request.path)).toEqual(['/users/ada/repos?type=owner&sort=pushed&per_page=100']);
    expect(sources.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(page(githubProfile(2)).repositories).toEqual([
      { name: 'culvert-sim', url: 'https://github.com/ada/culvert-sim', stars: 1, pushedAt: '2026-11-22T10:00:00.000Z' },
      { name: 'bridge-loads', url: 'https://github.com/ada/bridge-loads', description: 'About bridge-loads', language: 'TypeScript', stars: 12, pushedAt: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(page(githubProfile(5)).repositories.map((repository) => repository.name)).toEqual(['culvert-sim', 'bridge-loads', 'notes']);
  });

  it('are asked without credentials where no token is set', async () => {
    sources.answer('/users/ada/repos', { body: REPOSITORIES, type: 'application/json' });
    await refreshOutsideData({ root, profile: githubProfile(), env: { GITHUB_API_URL: sources.origin }, timeoutMs: TIMEOUT_MS });
    expect(sources.requests[0]!.headers.authorization).toBeUndefined();
  });

  const FAILURES: [string, FakeAnswer, string][] = [
    ['a 403 rate limit', RATE_LIMITED, 'rate-limited (HTTP 403; it resets at 14:05 UTC)'],
    ['a 500', { status: 500, body: '{}', type: 'application/json' }, 'answered HTTP 500'],
    ['a timeout', { hang: true }, `no answer within ${TIMEOUT_MS / 1000} s`],
    ['a malformed answer', { body: '{"message":"Not Found"}', type: 'application/json' }, 'its answer is malformed: not a list of repositories'],
  ];

  describe.each(FAILURES)('%s', (_what, failure, problem) => {
    const label = () => `the GitHub repositories of ada (${sources.origin}/users/ada/repos?type=owner&sort=pushed&per_page=100)`;

    it('with a kept copy: the page shows it, and a WARNING names the source and its age', async () => {
      sources.answer('/users/ada/repos', { body: REPOSITORIES, type: 'application/json' });
      await refresh(githubProfile());
      sources.answer('/users/ada/repos', failure);
      expect(await refresh(githubProfile(), LATER)).toEqual([
        `outside data: WARNING ${label()} could not be read (${problem}): the page shows the last good copy, 3 h 15 min old (fetched 2026-11-25 09:00 UTC)`,
      ]);
      expect(page(githubProfile()).repositories.map((repository) => repository.name)).toEqual(['culvert-sim', 'bridge-loads']);
    });

    it('without one: the repositories are left out, with a WARNING', async () => {
      sources.answer('/users/ada/repos', failure);
      expect(await refresh(githubProfile())).toEqual([`outside data: WARNING ${label()} could not be read (${problem}) and no earlier copy is kept: the repositories are left out of the page`]);
      expect(page(githubProfile()).repositories).toEqual([]);
    });
  });

  it('never writes the token in a line or a kept copy, whatever happens', async () => {
    const lines: string[] = [];
    for (const answer of [{ body: REPOSITORIES, type: 'application/json' }, RATE_LIMITED, { status: 500 }, { hang: true }, { body: 'nope' }] as FakeAnswer[]) {
      sources.answer('/users/ada/repos', answer);
      lines.push(...(await refresh(githubProfile())));
    }
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
    const kept = readdirSync(join(root, OUTSIDE_DATA_DIR)).map((file) => readFileSync(join(root, OUTSIDE_DATA_DIR, file), 'utf8'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((text) => text.includes(TOKEN))).toEqual([]);
  });
});

describe('with PORTFOLIO_OUTSIDE_DATA=cached', () => {
  it('asks nothing and uses the copies kept, with no WARNING', async () => {
    sources.answer('/feed.xml', { body: rss(rssItem(1)) });
    await refresh(feedProfile());
    const before = sources.requests.length;
    const lines = await refresh(feedProfile(), LATER, { PORTFOLIO_OUTSIDE_DATA: 'cached' });
    expect(sources.requests.length).toBe(before);
    expect(warnings(lines)).toEqual([]);
    expect(lines).toEqual([`outside data: the writing feed ${sources.url('/feed.xml')}: using the copy kept, 3 h 15 min old (fetched 2026-11-25 09:00 UTC) (PORTFOLIO_OUTSIDE_DATA=cached: nothing fetched)`]);
  });
});

describe('an owner who turns neither part on', () => {
  it('fetches nothing and shows nothing', async () => {
    expect(await refresh({ social: { github: 'https://github.com/ada' } })).toEqual([]);
    expect(sources.requests).toEqual([]);
    expect(page({ social: {} })).toEqual({ writing: [], repositories: [] });
  });
});
