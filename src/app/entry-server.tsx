/**
 * Build-time render of the whole page to HTML (scripts/vite/prerender.ts puts it into
 * index.html), so the page paints and reads before any JavaScript runs; the client then
 * hydrates the same markup (entry-client.tsx).
 *
 * Some sections are lazy so their code stays out of the entry chunk. A first pass starts
 * their imports; once they have loaded, a later pass renders them in place, as plain HTML
 * that needs no script to show (unlike a streamed prerender's out-of-order segments).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';

/** React marks a Suspense boundary it could not render on the server with this comment. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const MAX_PASSES = 20;

const settle = () => new Promise((resolve) => setTimeout(resolve, 25));

export async function render(): Promise<string> {
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const html = renderToString(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
    await settle();
  }
  throw new Error(`Prerender: lazy sections were still loading after ${MAX_PASSES} passes.`);
}
