/**
 * Puts the prerendered page into index.html during the client build, and each further
 * language's into its own page (./site-pages.ts): the first of the page's transforms
 * (./page-transforms.ts). The markup comes from
 * the SSR bundle that `npm run build` makes first (`vite build --ssr`), so both builds share
 * components, CSS-module class names and hashed image URLs.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { render as renderPage } from '../../src/app/entry-server.tsx';
import { profile } from '../../src/content/profile.ts';
import { outsideDataForPage } from '../outside-data/page-outside-data.ts';
import { caseStudiesIn, caseStudyView } from '../case-studies/case-study-pages.ts';
import { sitePageOf } from './site-pages.ts';

/** Vite's default asset hash: 8 characters before the extension. */
const HASH_AND_EXTENSION = /-[\w-]{8}\.\w+$/;

/**
 * The page's asset URLs, each pointing at a file the client build wrote. Two images with the
 * same bytes (one photo under two names, say a project's also in the gallery) are one file,
 * named after whichever image Rollup met first, and the server and client builds can meet them
 * in a different order: the server's `11-kart-DSPhRY42.avif` is then the client's
 * `03-race-car-DSPhRY42.avif`, found by its hash. An URL with no such file stops the build.
 */
export function matchClientAssets(html: string, written: string[]): string {
  const files = new Set(written);
  return html.replace(/(?<=\/)assets\/[^"'\s,)?#]+/g, (url) => {
    if (files.has(url)) return url;
    const suffix = HASH_AND_EXTENSION.exec(url)?.[0];
    const same = suffix ? written.find((file) => file.startsWith('assets/') && file.endsWith(suffix)) : undefined;
    if (!same) throw new Error(`Prerender: the page links ${url}, which the client build did not write.`);
    return same;
  });
}

const SLOT = '<!--app-html-->';
const HEAD_END = '</head>';

/**
 * The page at `file` (its bundle name: `fr/index.html`) with its prerendered markup in its slots;
 * `written`: the files the client build wrote. The server bundle is where scripts/build.ts put it
 * (`.ssr` by default).
 */
export async function withPrerenderedApp(html: string, { file, written }: { file: string; written: string[] }): Promise<string> {
  const serverEntry = `${process.env.PRERENDER_SSR_DIR ?? '.ssr'}/entry-server.js`;
  const entry = resolve(serverEntry);
  if (!existsSync(entry)) throw new Error(`Prerender: ${serverEntry} is missing. Build with \`npm run build\`, which makes it first.`);
  if (!html.includes(SLOT)) throw new Error(`Prerender: index.html has no ${SLOT} slot.`);
  // A fresh URL each build, so a watch-mode rebuild never reuses a cached module.
  const { render } = (await import(`${pathToFileURL(entry).href}?build=${Date.now()}`)) as { render: typeof renderPage };
  // Each page (./site-pages.ts) in its own language: the one page with the owner's posts and
  // repositories as the build kept them (scripts/outside-data: fetched before this step) and
  // its cards' case studies; a case study's page with its body and neighbours.
  const { language, caseStudy } = sitePageOf(file);
  const { head, body } = await render(
    language,
    caseStudy
      ? { caseStudy: caseStudyView(language, caseStudy) }
      : { outside: outsideDataForPage(process.cwd(), profile), caseStudies: caseStudiesIn(language).map(({ project, slug }) => ({ project, slug })) },
  );
  if (!html.includes(HEAD_END)) throw new Error('Prerender: index.html has no </head>.');
  const withAssets = (markup: string) => matchClientAssets(markup, written);
  // The page's styles after everything else in <head>, the stylesheet included: the cascade they had in <body>.
  return html.replace(HEAD_END, () => `${withAssets(head)}${HEAD_END}`).replace(SLOT, () => withAssets(body));
}
