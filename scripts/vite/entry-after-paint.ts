/**
 * Starts the page's module after its first paint. Vite links the entry as
 * `<script type="module" src>`, which the browser fetches at once, beside the page's own bytes
 * and the portrait: on a slow phone network that request delays the first view (Lighthouse's
 * LCP counts every request done before it). Nothing in the first view needs the module (the
 * first-response script answers the header; the islands are further down), so the tag becomes
 * a small inline module that imports the entry once a frame has been painted. The entry's
 * address stays in `data-entry`, where tools read it.
 */
import type { Plugin } from 'vite';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A hidden tab paints no frames: there, start at once. If the network went between the first
 * paint and the import (offline before the service worker had the module), try again once it
 * is back (as src/lib/lazy/import-with-retry.ts does for the islands), or every 2 s.
 */
export const START_AFTER_PAINT =
  "const entry=document.querySelector('script[data-entry]').dataset.entry;" +
  "const start=()=>import(entry).catch(()=>navigator.onLine?setTimeout(start,2000):addEventListener('online',start,{once:true}));" +
  "document.visibilityState==='hidden'?setTimeout(start):requestAnimationFrame(()=>setTimeout(start));";

export function entryAfterPaint(): Plugin {
  return {
    name: 'portfolio:entry-after-paint',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html);
        if (!entry) throw new Error('Entry after paint: index.html has no module entry tag; did Vite change how it links it?');
        if (/<link rel="modulepreload"/.test(html)) throw new Error('Entry after paint: the entry has static imports, which the browser would preload at once.');
        return html.replace(entry[0], () => `<script type="module" data-entry="${entry[1]}">${START_AFTER_PAINT}</script>`);
      },
    },
  };
}
