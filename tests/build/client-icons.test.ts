/**
 * The interests may name any of Tabler's thousands of icons because the lookup runs only where
 * the page is prerendered (src/sections/About/interest-icon.ts, in a static section): the
 * browser's bundle keeps only the icons its islands draw. Made the island of a section that
 * imports the lookup, the whole set (several MB) would ship; this catches that.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ASSETS = join('dist', 'assets');
/** Each bundled Tabler icon is made by a call like `k(`outline`,`mail`,`Mail`,…)`. */
const ICON_DEFINITION = /\(`(?:outline|filled)`,`([a-z0-9-]+)`,/g;

it('ships only the icons the islands use, not the icon set', () => {
  const names = new Set<string>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(ASSETS, file), 'utf8').matchAll(ICON_DEFINITION)) names.add(match[1]!);
  }
  expect(names.size).toBeGreaterThan(0);
  expect(names.size).toBeLessThan(100);
});
