/**
 * Build-time render of the whole page to HTML (scripts/vite/prerender.ts puts it into
 * index.html), so the page paints and reads before any JavaScript runs. Each island is rendered
 * as a root of its own, exactly as the browser will hydrate it (islands.tsx), and the page
 * around it is rendered once with the islands' HTML in place.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LanguageCode } from '@/config/language-codes.ts';
import { NO_OUTSIDE_DATA, type OutsideData } from '@/lib/outside-data/outside-data.ts';
import { App } from './App.tsx';
import { ISLAND_NAMES, ISLANDS, IslandRoot, type IslandName } from './islands.tsx';

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

/**
 * Mantine writes <style> elements where its components render, in <body>, where HTML allows a
 * style only as the first child of its parent and never with `:root` rules. The static page is
 * never hydrated, so its styles move to <head> (in their order, after the page's stylesheet, so
 * the cascade is unchanged). An island's stay in its HTML, which its browser root must match.
 * `language`: the page's language, islands included; `outside`: what the build fetched from
 * outside for the page (scripts/outside-data), none by default.
 */
export async function render(language: LanguageCode, outside: OutsideData = NO_OUTSIDE_DATA): Promise<RenderedPage> {
  const islandHtml = {} as Record<IslandName, string>;
  for (const name of ISLAND_NAMES) islandHtml[name] = renderChecked(<IslandRoot component={await ISLANDS[name]()} language={language} />, `the ${name} island`);
  const slots = Object.fromEntries(ISLAND_NAMES.map((name) => [name, islandSlot(name)])) as Record<IslandName, string>;
  const page = renderChecked(<App language={language} islandHtml={slots} outside={outside} />, 'the page');
  const head = [...page.matchAll(STYLE_ELEMENT)].map(([style]) => style).join('');
  let body = page.replace(STYLE_ELEMENT, '');
  for (const name of ISLAND_NAMES) body = body.replace(islandSlot(name), () => islandHtml[name]);
  return { head, body };
}
