/**
 * CSS cannot import the seams' names: every `data-*` attribute a stylesheet of the page names
 * must be one of page-seams.ts's (or one Mantine sets itself), so renaming one there, or
 * misspelling one here, fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ATTRIBUTES } from './page-seams.ts';

const SRC = path.resolve(new URL('..', import.meta.url).pathname);
/** Attributes Mantine's own components set: ours to style, not to name. */
const SET_BY_MANTINE = ['data-active'];

const stylesheets = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).map((file) => path.join(SRC, file));
const attributesIn = (css: string) => [...new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\[(data-[a-z-]+)/g)].map((match) => match[1]!))];

describe('the data-* attributes the stylesheets name', () => {
  it('are each named once in page-seams.ts (or set by Mantine)', () => {
    const named = stylesheets.flatMap((file) => attributesIn(readFileSync(file, 'utf8')).map((attribute) => `${path.relative(SRC, file)}: ${attribute}`));
    expect(named.length).toBeGreaterThan(5);
    const known = new Set<string>([...PAGE_ATTRIBUTES, ...SET_BY_MANTINE]);
    expect(named.filter((entry) => !known.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
