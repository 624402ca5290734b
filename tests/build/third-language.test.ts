/**
 * A site in a third language, and that one right to left: the Arabic page's fixture
 * (tests/fixtures/arabic-page) laid over the sample in a copy of the checkout, as its README
 * says, and built. Each language an owner adds puts bytes in every page's first round trip (its
 * link in the language switch, its alternate in <head>) and in the inline script, so a site in
 * two languages cannot show that a third still fits: this build must pass every page's budgets
 * (a build over one stops), its Arabic page right to left, every page naming the three
 * languages and `x-default`, and each language with its own resume, every letter printed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyCheckout } from '../support/checkout-copy.ts';

const FIXTURE = 'tests/fixtures/arabic-page/content';
/** The fixture's languages, as its languages.ts lists them, and where each one's page is. */
const PAGES = [
  { tag: 'en-CA', path: '' },
  { tag: 'fr-CA', path: 'fr/' },
  { tag: 'ar', path: 'ar/' },
];

let copy = '';
let output = '';

/** The fixture's file at `file` in the copy's content, its type imported as the content's own files do. */
function layOver(file: string, typesFrom: string): void {
  const text = readFileSync(join(FIXTURE, file), 'utf8').replace("'@/content/types.ts'", `'${typesFrom}'`);
  writeFileSync(join(copy, 'src/content', file), text);
}

beforeAll(() => {
  copy = copyCheckout('portfolio-third-language-');
  layOver('languages.ts', './types.ts');
  layOver('translations/ar.ts', '../types.ts');
  cpSync(join(FIXTURE, 'case-studies/ar'), join(copy, 'src/content/case-studies/ar'), { recursive: true });
  // A production build's environment, not vitest's; no Chromium for the install screenshots, which no language changes.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: copy, encoding: 'utf8', env: { ...env, CHROMIUM_PATH: join(copy, 'no-chromium') } });
  output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`The build in three languages stopped:\n${output.slice(-3000)}`);
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const page = (path: string) => readFileSync(join(copy, 'dist', path, 'index.html'), 'utf8');

it('builds within every budget, the Arabic page right to left and the others left to right', () => {
  expect(page('ar/')).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"|<html[^>]* dir="rtl"[^>]* lang="ar"/);
  for (const { tag, path } of PAGES.filter(({ tag }) => tag !== 'ar')) {
    expect(page(path)).toMatch(new RegExp(`<html[^>]* lang="${tag}"`));
    expect(page(path)).not.toMatch(/<html[^>]* dir="rtl"/);
  }
});

it('names all three languages and x-default on every page, and gives each its own resume', () => {
  for (const { path } of PAGES) {
    const alternates = [...page(path).matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates.sort(), path || '/').toEqual([...PAGES.map(({ tag }) => tag), 'x-default'].sort());
    expect(existsSync(join(copy, 'dist', path, 'resume.pdf')), `${path}resume.pdf`).toBe(true);
  }
  // The Arabic resume in a typeface that has the script: no letter left unprinted.
  expect(output).not.toMatch(/no embedded font has a glyph/);
});
