/**
 * One page per site language, from the one index.html: the first language's at `index.html`,
 * every other one's at `<code>/index.html` (src/lib/languages/site-content.ts, pagePathOf).
 * Each further page is a second HTML input of the same client build, its source index.html's
 * own, so every HTML step (metadata, prerender, inline CSS and script, the manifest link, the
 * CSP) runs on it as on the first; each step reads the page's language from the page's path
 * (`pageLanguageOf`). A site in one language gets no further input: its build is the same as
 * before there were languages.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';

const PAGE_FILE = 'index.html';

/** Where a language's page is written in dist/: `index.html`, `fr/index.html`. */
const pageFileOf = (language: LanguageCode): string => `${pagePathOf(language)}${PAGE_FILE}`;

/** Every page of the site: the first language's first. */
export const SITE_PAGES = SITE_LANGUAGES.map(({ code }) => ({ language: code, file: pageFileOf(code) }));

/**
 * The language of the page at `path`: as Vite names it to an HTML step (`/fr/index.html`), as
 * the bundle keys it (`fr/index.html`), or as the dev server was asked for it (`/fr/`, `/fr?x`,
 * under `base`); the first language's for any other path.
 */
export function pageLanguageOf(path: string, base = '/'): LanguageCode {
  let file = path.split(/[?#]/)[0]!;
  if (file.startsWith(base)) file = file.slice(base.length);
  file = file.replace(/^\/+/, '');
  if (!/\.html$/.test(file)) file = `${file.replace(/\/?$/, '/')}${PAGE_FILE}`.replace(/^\//, '');
  return SITE_PAGES.find((page) => page.file === file)?.language ?? FIRST_LANGUAGE;
}

/** A bundle's pages: its HTML files, one per site language. */
export const bundledPages = (bundle: OutputBundle): OutputAsset[] =>
  Object.values(bundle).filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string');

export function languagePages(): Plugin {
  const root = process.cwd();
  const template = resolve(root, PAGE_FILE);
  const further = new Map(SITE_PAGES.filter((page) => page.language !== FIRST_LANGUAGE).map((page) => [resolve(root, page.file), page]));
  return {
    name: 'portfolio:language-pages',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && further.size > 0,
    config: () => ({ build: { rolldownOptions: { input: [template, ...further.keys()] } } }),
    resolveId: (id) => (further.has(id) ? id : null),
    // The further pages exist only in the build: each is index.html as written.
    load: (id) => (further.has(id) ? readFileSync(template, 'utf8') : null),
  };
}
