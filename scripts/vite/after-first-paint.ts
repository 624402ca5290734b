/**
 * Holds back what the first view does not need until it is on screen: the page's module (Vite
 * links it as `<script type="module" src>`, fetched at once) and the web app manifest (whose link
 * makes Chromium fetch the manifest and its install icon while the page is still loading). Both
 * move, as written, into `<template data-after-first-paint>`, which the browser leaves inert; the
 * first-response script puts them to work once the first paint is reported
 * (src/app/boot/after-first-paint.ts). On a slow phone network the page's own bytes then have the
 * first round trips to themselves; Lighthouse's LCP counts every request that ends before it.
 */
import type { Plugin } from 'vite';

export const HELD_TAGS_ATTRIBUTE = 'data-after-first-paint';

const ENTRY_TAG = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

export function holdUntilFirstPaint(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[0];
  const manifest = MANIFEST_LINK.exec(html)?.[0];
  if (!entry) throw new Error('After first paint: index.html has no module entry tag; did Vite change how it links it?');
  if (!manifest) throw new Error('After first paint: index.html has no manifest link; did vite-plugin-pwa change how it links it?');
  if (/<link rel="modulepreload"/.test(html)) throw new Error('After first paint: the entry has static imports, which the browser would preload at once.');
  const held = `<template ${HELD_TAGS_ATTRIBUTE}>${entry}${manifest}</template>`;
  return html.replace(entry, '').replace(manifest, '').replace('</head>', () => `${held}\n  </head>`);
}

/** After vite-plugin-pwa's own HTML step (which adds the manifest link; both `post`, so listed after it). */
export function afterFirstPaint(): Plugin {
  return {
    name: 'portfolio:after-first-paint',
    enforce: 'post',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    transformIndexHtml: { order: 'post', handler: holdUntilFirstPaint },
  };
}
