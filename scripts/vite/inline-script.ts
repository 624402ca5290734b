/**
 * The build's side of the page's start (docs/architecture.md):
 * - `inlineScript`: bundles src/app/inline/inline-script.ts into one small classic script (an
 *   IIFE, minified) and inlines it into index.html's <head> at the `<!--inline-script-->` slot:
 *   what the first paint needs (the theme). Its sequel, src/app/inline/after-first-screen.ts
 *   (the header's answers, the islands' held input), is bundled the same way by
 *   `afterFirstScreenScript` for ./first-screen.ts, which puts it where the page's first screen
 *   ends; the dev server, which has no first screen of its own, gets both in the slot. Inline, not
 *   a module: they must answer taps from the first paint on, even while the modules are still on
 *   a slow network. A script past its budget fails the build: something heavy (React, Mantine, a
 *   section) was pulled in; lint names the import (eslint.config.js).
 * - `heldUntilFirstPaint`, one of the page's transforms (./page-transforms.ts): moves the page's
 *   module (Vite links it as `<script type="module" src>`, fetched at once) and the web app
 *   manifest link (Chromium then fetches the manifest and its install icon while the page is
 *   still loading) into `<template data-after-first-paint>`,
 *   which the browser leaves inert (./first-screen.ts moves it to where the first screen ends,
 *   before the script that releases it); the inline script puts them to work once the first paint is
 *   reported (src/app/inline/after-first-paint.ts). On a slow phone network the page's own bytes
 *   then have the first round trips to themselves; Lighthouse's LCP counts every request that
 *   ends before it.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { AFTER_FIRST_PAINT_ATTRIBUTE } from '../../src/config/page-seams.ts';

const SLOT = '<!--inline-script-->';
/** <head>'s, and the one that follows the first screen. */
const HEAD_SCRIPT = fileURLToPath(new URL('../../src/app/inline/inline-script.ts', import.meta.url));
const AFTER_FIRST_SCREEN_SCRIPT = fileURLToPath(new URL('../../src/app/inline/after-first-screen.ts', import.meta.url));
/**
 * Minified bytes an inline script may take (about 1.4 and 9.2 kB today, 0.7 and 3.5 kB gzipped):
 * each is in every page. The site's languages are in the second (a few bytes each), so there is
 * room for several more; a module pulled in by mistake is tens of kB.
 */
const INLINE_SCRIPT_BUDGET_BYTES = 10 * 1024;

/** `base` is Vite's: the script names the site's pages under it, as the page's modules do (`import.meta.env.BASE_URL`). */
async function bundleInlineScript(source: string, base: string): Promise<string> {
  const result = await build({
    input: source,
    write: false,
    platform: 'browser',
    transform: { define: { 'import.meta.env.BASE_URL': JSON.stringify(base) } },
    output: { format: 'iife', minify: true },
  });
  const [chunk, ...more] = result.output;
  if (more.length > 0) throw new Error(`The inline script must be one classic script; it pulled in ${more.map((file) => file.fileName).join(', ')}.`);
  const size = Buffer.byteLength(chunk.code);
  if (size > INLINE_SCRIPT_BUDGET_BYTES) {
    throw new Error(`The inline script ${source} is ${size} bytes, over its ${INLINE_SCRIPT_BUDGET_BYTES}: what did src/app/inline/ import? (${chunk.moduleIds.join(', ')})`);
  }
  // A script cannot close its own element early, but guard against it anyway.
  return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
}

/** The script that follows the first screen, for ./first-screen.ts to place. */
export const afterFirstScreenScript = (base: string): Promise<string> => bundleInlineScript(AFTER_FIRST_SCREEN_SCRIPT, base);

export function inlineScript(): Plugin {
  let base = '/';
  return {
    name: 'portfolio:inline-script',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      // `server`: only the dev server hands one to the hook.
      async handler(html, { server }) {
        if (!html.includes(SLOT)) throw new Error(`index.html has no ${SLOT} slot for the inline script.`);
        const scripts = [await bundleInlineScript(HEAD_SCRIPT, base), ...(server ? [await afterFirstScreenScript(base)] : [])];
        return html.replace(SLOT, () => scripts.map((code) => `<script>${code}</script>`).join(''));
      },
    },
  };
}

const ENTRY_TAG = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

export function heldUntilFirstPaint(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[0];
  const manifest = MANIFEST_LINK.exec(html)?.[0];
  if (!entry) throw new Error('After first paint: index.html has no module entry tag; did Vite change how it links it?');
  // vite-plugin-pwa adds the link in its own HTML step, which has run by then.
  if (!manifest) throw new Error('After first paint: the page has no manifest link; did vite-plugin-pwa stop adding it?');
  if (/<link rel="modulepreload"/.test(html)) throw new Error(`After first paint: the entry has static imports, which the browser would preload at once: ${html.match(/<link rel="modulepreload"[^>]*>/g)?.join(' ')}`);
  const held = `<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>${entry}${manifest}</template>`;
  return html.replace(entry, '').replace(manifest, '').replace('</head>', () => `${held}\n  </head>`);
}
