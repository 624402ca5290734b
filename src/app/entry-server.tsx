/**
 * Build-time render of the whole page to HTML (scripts/vite/prerender.ts puts it into
 * index.html), so the page paints and reads before any JavaScript runs; the client then
 * hydrates the same markup (hydrate-page.ts).
 */
import { renderToString } from 'react-dom/server';
import { page } from './page';

/** React marks a Suspense boundary it could not render on the server with this comment. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export async function render(): Promise<string> {
  const html = renderToString(page);
  // Everything the page shows must be in the HTML, and hydrate in one pass
  // (lib/hydration/page-hydration.ts): no lazy section may suspend here.
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error('Prerender: a section suspended (a lazy import?), so its markup is missing from index.html.');
  }
  return html;
}
