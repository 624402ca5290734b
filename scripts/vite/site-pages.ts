/**
 * The site's pages, all from the one index.html: each language's one page (the first language's
 * at `index.html`, every other one's at `<code>/index.html`: src/lib/languages/site-content.ts,
 * pagePathOf) and each case study in each language (`projects/<slug>/index.html`,
 * `fr/projects/<slug>/index.html`: src/lib/case-studies/case-study.ts). Each further page is a
 * second HTML input of the same client build, its source index.html's own, so every HTML step (metadata, prerender, inline CSS and script, the
 * manifest link, the CSP) runs on it as on the first; each step reads which page it is from the
 * page's path (`sitePageOf`). A site in one language with no case study gets no further input.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { caseStudyPathOf } from '../../src/lib/case-studies/case-study.ts';
import { pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { siteCaseStudies } from '../case-studies/case-study-pages.ts';

const PAGE_FILE = 'index.html';

/** One page of the site. */
export interface SitePage {
  language: LanguageCode;
  /** Where it is written in dist/: `index.html`, `fr/index.html`, `projects/x/index.html`. */
  file: string;
  /** A case study's page: its slug. */
  caseStudy?: string;
}

/** Every page of the site: the first language's first, then the other languages', then the case studies. */
export const SITE_PAGES: SitePage[] = [
  ...SITE_LANGUAGES.map(({ code }) => ({ language: code, file: `${pagePathOf(code)}${PAGE_FILE}` })),
  ...siteCaseStudies().map(({ language, slug }) => ({ language, file: `${caseStudyPathOf(language, slug)}${PAGE_FILE}`, caseStudy: slug })),
];

/**
 * The page at `path`: as Vite names it to an HTML step (`/fr/index.html`), as the bundle keys it
 * (`fr/index.html`), or as the dev server was asked for it (`/fr/`, `/fr?x`, under `base`); the
 * first language's for any other path.
 */
export function sitePageOf(path: string, base = '/'): SitePage {
  let file = path.split(/[?#]/)[0]!;
  if (file.startsWith(base)) file = file.slice(base.length);
  file = file.replace(/^\/+/, '');
  if (!/\.html$/.test(file)) file = `${file.replace(/\/?$/, '/')}${PAGE_FILE}`.replace(/^\//, '');
  return SITE_PAGES.find((page) => page.file === file) ?? SITE_PAGES[0]!;
}


/** A bundle's pages: its HTML files, one per site page. */
export const bundledPages = (bundle: OutputBundle): OutputAsset[] =>
  Object.values(bundle).filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string');

export function sitePages(): Plugin {
  const root = process.cwd();
  const template = resolve(root, PAGE_FILE);
  const further = new Map(SITE_PAGES.slice(1).map((page) => [resolve(root, page.file), page]));
  return {
    name: 'portfolio:site-pages',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && further.size > 0,
    config: () => ({ build: { rolldownOptions: { input: [template, ...further.keys()] } } }),
    resolveId: (id) => (further.has(id) ? id : null),
    // The further pages exist only in the build: each is index.html as written.
    load: (id) => (further.has(id) ? readFileSync(template, 'utf8') : null),
  };
}
