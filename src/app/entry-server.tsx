/**
 * Build-time render of the whole page to HTML (scripts/vite/prerender.ts puts it into
 * index.html), so the page paints and reads before any JavaScript runs. Each island is rendered
 * as a root of its own, exactly as the browser will hydrate it (islands.tsx), and the page
 * around it is rendered once with the islands' HTML in place.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { ISLAND_NAMES, ISLANDS, IslandRoot, type IslandName } from './islands';

/** React marks a Suspense boundary it could not render on the server with this comment. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function renderChecked(element: ReactElement, what: string): string {
  const html = renderToString(element);
  // Everything a section shows must be in the HTML: nothing may suspend (a lazy import?).
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`Prerender: ${what} suspended, so its markup is missing from index.html.`);
  return html;
}

export async function render(): Promise<string> {
  const islandHtml = {} as Record<IslandName, string>;
  for (const name of ISLAND_NAMES) islandHtml[name] = renderChecked(<IslandRoot component={await ISLANDS[name]()} />, `the ${name} island`);
  return renderChecked(<App islandHtml={islandHtml} />, 'the page');
}
