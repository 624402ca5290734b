/**
 * The last good answer of each outside source, kept in `.outside-data/` at the project's root
 * (git ignores it): one JSON file per source holding where it came from, when, and what the page
 * may show of it. A build whose fetch fails shows this copy instead; the build cache keys on its
 * data (not on when it was fetched), so a start that skips the build never serves older data
 * than the copy holds. Deleting the folder forgets every copy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readKept, writeWhole } from '../json-file.ts';

export const OUTSIDE_DATA_DIR = '.outside-data';

/** One file per source. */
export type SourceName = 'writing-feed' | 'github-repositories';

export interface CachedAnswer<Data> {
  /** The address it was fetched from (never with a credential in it). */
  source: string;
  /** When, as an ISO 8601 instant. */
  fetchedAt: string;
  data: Data;
}

const fileOf = (root: string, name: SourceName) => join(root, OUTSIDE_DATA_DIR, `${name}.json`);

function readEntry(path: string): CachedAnswer<unknown> | null {
  const entry = readKept(path) as Partial<CachedAnswer<unknown>> | undefined;
  return typeof entry?.source === 'string' && typeof entry.fetchedAt === 'string' && 'data' in entry ? (entry as CachedAnswer<unknown>) : null;
}

/** The copy of `name` fetched from `source`, or null: none kept, unreadable, or from another address. */
export function cachedAnswer<Data>(root: string, name: SourceName, source: string): CachedAnswer<Data> | null {
  const entry = readEntry(fileOf(root, name));
  return entry?.source === source ? (entry as CachedAnswer<Data>) : null;
}

/** Keeps `entry` as the copy of `name`, written whole or not at all (a stopped build leaves the old one). */
export function keepAnswer<Data>(root: string, name: SourceName, entry: CachedAnswer<Data>): void {
  writeWhole(fileOf(root, name), `${JSON.stringify(entry, null, 2)}\n`);
}

/** A key of every copy's source and data, not of when it was fetched: for the build cache. */
export function outsideDataDigest(root: string): string {
  const dir = join(root, OUTSIDE_DATA_DIR);
  const hash = createHash('sha256');
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      const entry = readEntry(join(dir, file));
      hash.update(`\0${file}\0${entry ? JSON.stringify([entry.source, entry.data]) : ''}`);
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/** How old a copy is, in words: `40 min`, `3 h 12 min`, `2 days`. */
export function ageOf(fetchedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} days`;
}
