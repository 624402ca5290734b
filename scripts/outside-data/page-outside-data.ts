/**
 * What the page shows of the outside sources, for the prerender: the kept copy of each source the
 * profile turns on (refresh-outside-data.ts fetched it earlier in the same build), the newest
 * MAX_POSTS posts and the `githubRepositories` most recently pushed repositories. A copy from
 * another address (the owner changed the feed), or none, shows nothing. Links are checked once
 * more here, as this is what reaches the page: only http(s) ones.
 */
import { MAX_POSTS, type OutsideData, type Repository, type WritingPost } from '../../src/lib/outside-data/outside-data.ts';
import { isWebUrl } from './github-repositories.ts';
import { cachedAnswer } from './outside-cache.ts';
import { outsideSources } from './outside-sources.ts';

/** The copy's list of `name`, its entries with a web link and a title or name, or none. */
function keptList<Item extends { url: string }>(root: string, name: 'writing-feed' | 'github-repositories', url: string, label: (item: Item) => unknown): Item[] {
  const data = cachedAnswer<Item[]>(root, name, url)?.data;
  return Array.isArray(data) ? data.filter((item) => isWebUrl(item?.url) && typeof label(item) === 'string') : [];
}

export function outsideDataForPage(root: string, profile: Parameters<typeof outsideSources>[0], env: NodeJS.ProcessEnv = process.env): OutsideData {
  const sources = outsideSources(profile, env);
  return {
    writing: sources.writingFeed ? keptList<WritingPost>(root, 'writing-feed', sources.writingFeed, (post) => post.title).slice(0, MAX_POSTS) : [],
    repositories: sources.repositories ? keptList<Repository>(root, 'github-repositories', sources.repositories.url, (repository) => repository.name).slice(0, sources.repositories.count) : [],
  };
}
