// @vitest-environment jsdom
/**
 * The prerendered page as a screen reader reads it (`npm run build` first): @guidepup/virtual-
 * screen-reader walks dist/index.html in jsdom, item by item, as a visitor pressing "next" does.
 * It checks the reading order WCAG 1.3.2 (Meaningful Sequence) and 2.4.1 (Bypass Blocks) care
 * about: the skip link first, the header, then the owner's name as one heading (not letter by
 * letter), the sections in the spec's order, and the footer last. The owner's words come from
 * the content module, the section order from the page's navigation config.
 */
import { readFileSync } from 'node:fs';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS } from '../../src/config/navigation.ts';
import { profile } from '../../src/content/profile.ts';

let spoken: string[] = [];

beforeAll(async () => {
  // jsdom lacks CSS.escape (the reader looks up aria-* id references with it) and computed
  // styles of pseudo-elements (it asks for ::before/::after content; the page's are decoration).
  globalThis.CSS ??= { escape: (value: string) => value.replace(/([^\w-])/g, '\\$1') } as typeof CSS;
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  const html = readFileSync('dist/index.html', 'utf8');
  document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, '');
  await virtual.start({ container: document.body });
  // Walk to the end of the page (the log stops growing once "end of document" is reached).
  for (let step = 0; step < 3000; step += 1) {
    await virtual.next();
    if ((await virtual.lastSpokenPhrase()) === 'end of document') break;
  }
  spoken = await virtual.spokenPhraseLog();
  if (process.env.DUMP_READING) console.log(spoken.join("\n"));
}, 120_000);

afterAll(async () => {
  await virtual.stop();
});

/** Where the first phrase matching `test` is in what was read, from `from` on. */
const indexOf = (test: (phrase: string) => boolean, from = 0) => spoken.findIndex((phrase, index) => index >= from && test(phrase));

describe('the page read by a screen reader, in order', () => {
  it('starts with the skip link, then the header and its navigation', () => {
    const skip = indexOf((phrase) => phrase.includes('Skip to content'));
    const banner = indexOf((phrase) => phrase.startsWith('banner'));
    const nav = indexOf((phrase) => phrase.startsWith('navigation, Main'));
    expect(skip).toBeGreaterThanOrEqual(0);
    expect(banner).toBeGreaterThanOrEqual(0);
    expect(skip).toBeLessThan(nav);
    expect(banner).toBeLessThan(nav);
  });

  it("reads the owner's name as one heading, then every section in the spec's order, then the footer", () => {
    const main = indexOf((phrase) => phrase.startsWith('main'));
    const name = indexOf((phrase) => phrase === `heading, ${profile.name}, level 1`, main);
    expect(main).toBeGreaterThan(0);
    expect(name).toBeGreaterThan(main);
    let previous = name;
    for (const section of SECTIONS.slice(1)) {
      const heading = document.getElementById(section.id)!.querySelector('h2')!.textContent!.trim();
      const at = indexOf((phrase) => phrase.startsWith(`heading, ${heading}, level 2`), previous);
      expect(at, `${section.id} after the one before it`).toBeGreaterThan(previous);
      previous = at;
    }
    expect(indexOf((phrase) => phrase.startsWith('contentinfo'), previous)).toBeGreaterThan(previous);
    expect(spoken.at(-1)).toBe('end of document');
  });

  it('gives every picture in the page a text alternative or hides it from the reader', () => {
    expect(spoken.filter((phrase) => /^img(,|$)/.test(phrase) && !phrase.includes(', '))).toEqual([]);
  });
});
