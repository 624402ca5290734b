/**
 * Inlines the page's first-response script (src/app/boot/first-response-script.ts) into index.html's
 * <head>, where the `<!--first-response-->` slot is. Inline, not a module: it must run before the
 * first paint (the theme) and answer taps from then on, even while the modules are still on a
 * slow network. Bundled as one small classic script (an IIFE) and minified, in dev and build alike.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const SLOT = '<!--first-response-->';
const SOURCE = fileURLToPath(new URL('../../src/app/boot/first-response-script.ts', import.meta.url));

export async function bundleFirstResponse(): Promise<string> {
  const result = await build({ input: SOURCE, write: false, platform: 'browser', output: { format: 'iife', minify: true } });
  const [chunk, ...more] = result.output;
  if (more.length > 0) throw new Error(`The first-response script must be one classic script; it pulled in ${more.map((file) => file.fileName).join(', ')}.`);
  // A script cannot close its own element early, but guard against it anyway.
  return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
}

export function inlineBootScript(): Plugin {
  return {
    name: 'portfolio:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(SLOT)) throw new Error(`index.html has no ${SLOT} slot for the first-response script.`);
        const code = await bundleFirstResponse();
        return html.replace(SLOT, () => `<script>${code}</script>`);
      },
    },
  };
}
