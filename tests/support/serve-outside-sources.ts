/**
 * `npx tsx tests/support/serve-outside-sources.ts [content set]`: a content set's outside sources
 * on 127.0.0.1, for a build that turns both optional parts on without the internet. It serves the
 * set's `outside-sources/feed.atom` at the path of the feed its profile names and
 * `outside-sources/github-repos.json` as GitHub's list of the account its profile links, prints
 * its origin (`http://127.0.0.1:PORT`) as its first line, and serves until stopped. The
 * second-owner gate (scripts/owner/second-owner-gate.ts) points the build at it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { githubUser } from '../../scripts/outside-data/github-repositories.ts';
import type { Profile } from '../../src/content/types.ts';
import { startFakeSources } from './fake-outside-sources.ts';

const contentSet = resolve(process.argv[2] ?? 'tests/fixtures/second-owner');
const { profile } = (await import(pathToFileURL(join(contentSet, 'content', 'profile.ts')).href)) as { profile: Profile };
const data = (file: string) => readFileSync(join(contentSet, 'outside-sources', file), 'utf8');
const user = profile.social.github && githubUser(profile.social.github);

const sources = await startFakeSources({
  ...(profile.writingFeed && { [new URL(profile.writingFeed).pathname]: { body: data('feed.atom'), type: 'application/atom+xml; charset=utf-8' } }),
  ...(user && { [`/users/${user}/repos`]: { body: data('github-repos.json'), type: 'application/json; charset=utf-8' } }),
});
console.log(sources.origin);
const stop = () => void sources.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
