/**
 * The README is a quick start with a map of docs/, checked so it stays one:
 * - it fits one sitting (at most 8,000 bytes);
 * - every file it links exists, and every page in docs/ is on its map;
 * - no file of the product names a tracker's issue or session by its number: the owner has no
 *   such tracker, so docs and comments say what is and why, and history lives in git.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/support/import-graph.ts';

const README = path.join(ROOT, 'README.md');
const readme = readFileSync(README, 'utf8');
/** Relative link targets of the README: Markdown links and `src` attributes. */
const linked = [...readme.matchAll(/\]\(([^)#\s]+)\)|src="([^"]+)"/g)]
  .map((match) => (match[1] ?? match[2])!)
  .filter((target) => !/^[a-z]+:/i.test(target));

describe('README.md', () => {
  it('is a quick start of at most 8,000 bytes', () => {
    expect(statSync(README).size).toBeLessThanOrEqual(8000);
  });

  it('links only files that exist', () => {
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((target) => !existsSync(path.join(ROOT, target)))).toEqual([]);
  });

  it('maps every page in docs/', () => {
    const pages = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((name) => !linked.includes(`docs/${name}`))).toEqual([]);
  });
});

/** The product's own text files: what a clone holds, minus dependencies and generated output. */
function productFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist.*|\.ssr.*|\.git|\.cache|\.bench|test-results.*|playwright-report.*)$/.test(entry.name) ? [] : productFiles(relative);
    return /\.(tsx?|jsx?|cjs|css|md|sh|html|ya?ml|toml|json)$/.test(entry.name) && entry.name !== 'package-lock.json' ? [relative] : [];
  });
}

describe('the product speaks of what is, not of a tracker', () => {
  it('names no issue or session by number', () => {
    const tracker = /\b(issue|session)s? #?\d+/i;
    const found = ['README.md', ...['docs', 'src', 'scripts', 'tests', 'tools', '.ci', '.github'].flatMap(productFiles)]
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, at) => (tracker.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
