/**
 * The docs that list files are checked against the code, so they cannot drift:
 * - docs/architecture.md names every file the page's start really uses (the closure of its
 *   entries' imports within app, lib, config, styles and sw), and every file it names exists;
 * - decision 002 lists the files one message crosses in reading order: each exists, each after
 *   the first is imported by one listed before it, and none imports one listed before it (a
 *   reader goes top to bottom, never back).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure, importsOf, ROOT } from './import-graph';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Every `code span` of a text that looks like a file (a name with an extension). */
const namedFiles = (text: string) => [...text.matchAll(/`([\w./-]+\.(?:tsx?|css|html))`/g)].map((match) => match[1]!);

/** Where the page starts: the inline script, the page's module, the prerender's entry, the service worker. */
const START_ENTRIES = ['src/app/inline/inline-script.ts', 'src/app/entry-client.tsx', 'src/app/entry-server.tsx', 'src/sw/service-worker.ts'];
/** The start's own code; sections, features, components and content are what it starts. */
const isStartCode = (file: string) => /^src\/(app|lib|config|styles|sw)\//.test(file) && !file.includes('.test.');

describe('docs/architecture.md', () => {
  const doc = read('docs/architecture.md');
  const named = namedFiles(doc);

  it('names every file the start uses', () => {
    const used = closure(START_ENTRIES, isStartCode);
    expect(used.length).toBeGreaterThan(START_ENTRIES.length);
    expect(used.filter((file) => !named.includes(file) && !named.includes(path.basename(file)))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(named.filter((file) => file.includes('/') && !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});

describe('decision 002: the files one message crosses, in reading order', () => {
  const doc = read('docs/decisions/002-contact-outbox.md');
  const list = doc.slice(doc.indexOf('## One message, file by file'));
  const order = [...list.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);

  it('names files that exist', () => {
    expect(order.length).toBeGreaterThanOrEqual(5);
    expect(order.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('each file is imported by one before it, and imports none before it', () => {
    const problems: string[] = [];
    order.forEach((file, at) => {
      const before = order.slice(0, at);
      if (at > 0 && !before.some((earlier) => importsOf(earlier).includes(file))) problems.push(`${file}: imported by none listed before it`);
      for (const earlier of before) if (importsOf(file).includes(earlier)) problems.push(`${file} imports ${earlier}, listed before it`);
    });
    expect(problems).toEqual([]);
  });
});
