/**
 * Build-time render of the whole page to HTML (scripts/vite/prerender.ts puts it into
 * index.html), so the page paints and reads before any JavaScript runs. Each island is rendered
 * as a root of its own, exactly as the browser will hydrate it (islands.tsx), and the page
 * around it is rendered once with the islands' HTML in place.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { CaseStudyLink, CaseStudyView } from '@/lib/case-studies/case-study.ts';
import { NO_OUTSIDE_DATA, type OutsideData } from '@/lib/outside-data/outside-data.ts';
import { App, ONE_PAGE_ISLANDS } from './App.tsx';
import { CASE_STUDY_ISLANDS, CaseStudyPage } from './CaseStudyPage.tsx';
import { ISLANDS, IslandRoot, type IslandName } from './islands.tsx';

/** React marks a Suspense boundary it could not render on the server with this comment. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

/** Where an island's HTML goes in the page, until the page's own style elements are lifted out. */
const islandSlot = (name: IslandName) => `<!--island:${name}-->`;

export interface RenderedPage {
  /** The static page's style elements (Mantine's theme variables, global classes, responsive props), for <head>. */
  head: string;
  /** The page's markup, islands included. */
  body: string;
}

function renderChecked(element: ReactElement, what: string): string {
  const html = renderToString(element);
  // Everything a section shows must be in the HTML: nothing may suspend (a lazy import?).
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`Prerender: ${what} suspended, so its markup is missing from index.html.`);
  return html;
}

/** What the build knows beyond the content for a page (scripts/vite/prerender.ts). */
export interface PageData {
  /** What the build fetched from outside for the page (scripts/outside-data); none by default. */
  outside?: OutsideData;
  /** The one page's: its projects' case studies in its language (scripts/case-studies), linked from their cards. */
  caseStudies?: readonly CaseStudyLink[];
  /** A case study's page: this one, rendered instead of the one page. */
  caseStudy?: CaseStudyView;
}

/**
 * Mantine writes <style> elements where its components render, in <body>, where HTML allows a
 * style only as the first child of its parent and never with `:root` rules. The static page is
 * never hydrated, so its styles move to <head> (in their order, after the page's stylesheet, so
 * the cascade is unchanged). An island's stay in its HTML, which its browser root must match.
 * `language`: the page's language, islands included.
 */
export async function render(language: LanguageCode, { outside = NO_OUTSIDE_DATA, caseStudies, caseStudy }: PageData = {}): Promise<RenderedPage> {
  const names = caseStudy ? CASE_STUDY_ISLANDS : ONE_PAGE_ISLANDS;
  const islandHtml: Partial<Record<IslandName, string>> = {};
  for (const name of names) islandHtml[name] = renderChecked(<IslandRoot component={await ISLANDS[name]()} language={language} />, `the ${name} island`);
  const slots = Object.fromEntries(names.map((name) => [name, islandSlot(name)]));
  const page = renderChecked(
    caseStudy ? <CaseStudyPage language={language} study={caseStudy} islandHtml={slots} /> : <App language={language} islandHtml={slots} outside={outside} caseStudies={caseStudies} />,
    caseStudy ? `the case study ${caseStudy.slug}` : 'the page',
  );
  const head = [...page.matchAll(STYLE_ELEMENT)].map(([style]) => style).join('');
  let body = page.replace(STYLE_ELEMENT, '');
  for (const name of names) body = body.replace(islandSlot(name), () => islandHtml[name]!);
  return { head, body };
}
