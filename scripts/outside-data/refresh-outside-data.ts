/**
 * Fetches each outside source the profile turns on, both at once, each within the fetch timeout,
 * and keeps every good answer (outside-cache.ts). A source that fails (no connection, a timeout,
 * a rate limit, an error status, an answer that is no feed or no list) leaves its last good copy
 * in place and a WARNING naming the source, what went wrong and the copy's age; with no copy the
 * part is left out, with a WARNING. Nothing here ever fails the build. Returns the lines to print.
 *
 * With `PORTFOLIO_OUTSIDE_DATA=cached` nothing is fetched: the copies kept are used as they are
 * (`npm start` fetches first, to know whether anything changed, then builds this way).
 */
import { MAX_POSTS, type Repository, type WritingPost } from '../../src/lib/outside-data/outside-data.ts';
import { MAX_REPOSITORIES } from '../../src/config/content-format.ts';
import { fetchAnswer, FETCH_TIMEOUT_MS, type Fetched } from './fetch-answer.ts';
import { readRepositories, repositoriesHeaders } from './github-repositories.ts';
import { MalformedAnswer } from './malformed-answer.ts';
import { ageOf, cachedAnswer, keepAnswer, type SourceName } from './outside-cache.ts';
import { outsideSources, type OutsideSources } from './outside-sources.ts';
import { readFeed } from './writing-feed.ts';

const PREFIX = 'outside data:';
const warning = (text: string) => `${PREFIX} WARNING ${text}`;
const note = (text: string) => `${PREFIX} ${text}`;

interface RefreshOptions {
  root: string;
  profile: Parameters<typeof outsideSources>[0];
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  timeoutMs?: number;
}

/** One source: what it is called in a line, where its copy is kept, how it is asked and read. */
interface Source<Data extends unknown[]> {
  name: SourceName;
  /** `the writing feed https://…`: names the source in every line about it. */
  label: string;
  /** What the page leaves out without it, said so: `the Writing section is left out`. */
  leftOut: string;
  url: string;
  fetch: () => Promise<Fetched>;
  /** The answer's data (what the page may show of it) and the entries skipped, or throws MalformedAnswer. */
  read: (text: string) => { data: Data; skipped: string[] };
  /** `6 posts`. */
  count: (data: Data) => string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function sourcesOf(sources: OutsideSources, env: NodeJS.ProcessEnv, timeoutMs: number): Source<unknown[]>[] {
  const { writingFeed: feed, repositories } = sources;
  const list: (Source<unknown[]> | undefined)[] = [
    feed ? {
      name: 'writing-feed',
      label: `the writing feed ${feed}`,
      leftOut: 'the Writing section is left out',
      url: feed,
      fetch: () => fetchAnswer(feed, { headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' }, timeoutMs }),
      read: (text) => {
        const { posts, skipped } = readFeed(text, feed);
        return { data: posts.slice(0, MAX_POSTS) satisfies WritingPost[], skipped };
      },
      count: (data) => plural(data.length, 'post', 'posts'),
    } : undefined,
    repositories ? {
      name: 'github-repositories',
      label: `the GitHub repositories of ${repositories.user} (${repositories.url})`,
      leftOut: 'the repositories are left out',
      url: repositories.url,
      fetch: () => fetchAnswer(repositories.url, { headers: repositoriesHeaders(env), timeoutMs }),
      read: (text) => {
        const reading = readRepositories(text);
        return { data: reading.repositories.slice(0, MAX_REPOSITORIES) satisfies Repository[], skipped: reading.skipped };
      },
      count: (data) => plural(data.length, 'repository', 'repositories'),
    } : undefined,
  ];
  return list.filter((source) => source !== undefined);
}

/** The lines about a source whose copy is used as it is. */
function fromCopy(root: string, source: Source<unknown[]>, now: Date, problem: string | null): string[] {
  const copy = cachedAnswer<unknown[]>(root, source.name, source.url);
  if (!copy) {
    return problem === null
      ? [note(`${source.label}: no copy is kept, so ${source.leftOut} (PORTFOLIO_OUTSIDE_DATA=cached: nothing fetched)`)]
      : [warning(`${source.label} could not be read (${problem}) and no earlier copy is kept: ${source.leftOut} of the page`)];
  }
  const age = `${ageOf(copy.fetchedAt, now)} old (fetched ${copy.fetchedAt.slice(0, 16).replace('T', ' ')} UTC)`;
  const empty = copy.data.length === 0 ? `, which has nothing to show: ${source.leftOut}` : '';
  return problem === null
    ? [note(`${source.label}: using the copy kept, ${age}${empty} (PORTFOLIO_OUTSIDE_DATA=cached: nothing fetched)`)]
    : [warning(`${source.label} could not be read (${problem}): the page shows the last good copy, ${age}${empty}`)];
}

async function refreshSource(root: string, source: Source<unknown[]>, now: () => Date): Promise<string[]> {
  const answer = await source.fetch();
  if (!answer.ok) return fromCopy(root, source, now(), answer.problem);
  let reading: { data: unknown[]; skipped: string[] };
  try {
    reading = source.read(answer.text);
  } catch (error) {
    if (!(error instanceof MalformedAnswer)) throw error;
    return fromCopy(root, source, now(), `its answer is malformed: ${error.message}`);
  }
  keepAnswer(root, source.name, { source: source.url, fetchedAt: now().toISOString(), data: reading.data });
  const skipped = reading.skipped.map((line) => warning(`${source.label}: ${line}: left out`));
  const shown = reading.data.length > 0 ? note(`${source.label}: ${source.count(reading.data)} fetched`) : warning(`${source.label} has nothing to show: ${source.leftOut} of the page`);
  return [...skipped, shown];
}

export async function refreshOutsideData({ root, profile, env = process.env, now = () => new Date(), timeoutMs = FETCH_TIMEOUT_MS }: RefreshOptions): Promise<string[]> {
  const sources = sourcesOf(outsideSources(profile, env), env, timeoutMs);
  if (env.PORTFOLIO_OUTSIDE_DATA?.trim() === 'cached') return sources.flatMap((source) => fromCopy(root, source, now(), null));
  const lines = await Promise.all(sources.map((source) => refreshSource(root, source, now)));
  return lines.flat();
}
