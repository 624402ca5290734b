/**
 * The docs that list files are checked against the code, so they cannot drift:
 * - docs/architecture.md names every file the page's start really uses (the closure of its
 *   entries' imports within app, lib, config, styles and sw), and every file it names exists;
 * - decision 002 lists the files one message crosses in reading order: each exists, each after
 *   the first is imported by one listed before it (or is the service worker, where the worker
 *   starts), and the form imports the file that creates the page's outbox;
 * - the workshop (tools/) gives each part a README on its map, and neither the page's start nor
 *   the build, start, gate or import reaches into it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure, importsOf, ROOT } from '../../tests/support/import-graph.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Every `code span` of a text that looks like a file (a name with an extension). */
const namedFiles = (text: string) => [...text.matchAll(/`([\w./-]+\.(?:tsx?|css|html))`/g)].map((match) => match[1]!);

/** Where the page starts: the two inline scripts, the page's module, the prerender's entry, the service worker. */
const START_ENTRIES = ['src/app/inline/inline-script.ts', 'src/app/inline/after-first-screen.ts', 'src/app/entry-client.tsx', 'src/app/entry-server.tsx', 'src/sw/service-worker.ts'];
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

describe('decision 002: one message, read once', () => {
  const doc = read('docs/decisions/002-contact-outbox.md');
  const section = doc.slice(doc.indexOf('## One message, file by file'), doc.indexOf('## Random fault schedules'));
  const order = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
  const walkText = section.slice(section.indexOf('The walk, visit by visit'), section.indexOf('That is '));
  /** The walk: each visit's file (by its name in the list) and whether it is marked a re-entry. */
  const walk = [...walkText.matchAll(/`([^`]+)`(\*?)/g)].map(([, name, star]) => ({ file: order.find((file) => path.basename(file) === name), name: name!, starred: star === '*' }));
  /** Where the worker starts: reached by no import from the list (the page's side is, from the form). */
  const STARTS = ['src/sw/service-worker.ts'];
  const besideText = section.slice(section.indexOf('Beside the path'));

  it('lists at most 12 files, each existing, each after the first imported by one before it or a start', () => {
    expect(order.length).toBeGreaterThanOrEqual(5);
    expect(order.length).toBeLessThanOrEqual(12);
    expect(order.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
    const unreached = order.filter((file, at) => at > 0 && !STARTS.includes(file) && !order.slice(0, at).some((earlier) => importsOf(earlier).includes(file)));
    expect(unreached).toEqual([]);
  });

  it("reaches the page's outbox from the form with no file between: the form imports the listed file that creates it", () => {
    const creators = order.filter((file) => !file.endsWith('/page-side.ts') && read(file).includes('openPageOutbox('));
    expect(creators).toHaveLength(1);
    expect(importsOf(order[0]!)).toContain(creators[0]);
  });

  it('walks only listed files, opening them in the listed order, with at most 1 re-entry, marked', () => {
    expect(walk.filter((visit) => !visit.file).map((visit) => visit.name)).toEqual([]);
    const seen: string[] = [];
    const reentries = walk.filter((visit) => {
      const again = seen.includes(visit.file!);
      if (!again) seen.push(visit.file!);
      return again;
    });
    expect(seen).toEqual(order);
    expect(walk.map((visit) => visit.starred)).toEqual(walk.map((visit) => reentries.includes(visit)));
    expect(reentries.length).toBeLessThanOrEqual(1);
    expect(section).toContain(`${order.length} files, ${walk.length} visits and ${reentries.length} re-entr${reentries.length === 1 ? 'y' : 'ies'}`);
  });

  it('names every module of src/features/contact the listed files import, on the path or beside it', () => {
    const inFeature = (file: string) => file.startsWith('src/features/contact/') && !file.includes('.test.');
    const reached = closure(order, inFeature).filter(inFeature);
    const named = [...order, ...namedFiles(besideText)];
    expect(reached.filter((file) => !named.includes(file) && !named.includes(path.basename(file)))).toEqual([]);
  });
});

describe('the workshop (tools/)', () => {
  const parts = readdirSync(path.join(ROOT, 'tools'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const map = read('tools/README.md');

  it('gives every part a README, on the map of tools/README.md', () => {
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.filter((part) => !existsSync(path.join(ROOT, 'tools', part, 'README.md')))).toEqual([]);
    expect(parts.filter((part) => !map.includes(`](${part}/README.md)`))).toEqual([]);
  });

  it('is never imported by the product or the build', () => {
    const files = closure(START_ENTRIES, (file) => /^(src|scripts)\//.test(file));
    const build = ['vite.config.ts', 'scripts/build.ts', 'scripts/start.ts', 'scripts/gate/run-gate.ts', 'scripts/import-resume/run.ts'];
    const reached = [...files, ...closure(build, (file) => !file.startsWith('node_modules/'))];
    expect(reached.filter((file) => file.startsWith('tools/'))).toEqual([]);
  });
});
