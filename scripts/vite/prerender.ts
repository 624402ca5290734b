/**
 * Puts the prerendered page into index.html during the client build. The markup comes from
 * the SSR bundle that `npm run build` makes first (`vite build --ssr`), so both builds share
 * components, CSS-module class names and hashed image URLs.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const SLOT = '<!--app-html-->';

/** scripts/build.ts says where it put the server bundle; `.ssr` by default. */
export function prerender(serverEntry = `${process.env.PRERENDER_SSR_DIR ?? '.ssr'}/entry-server.js`): Plugin {
  return {
    name: 'portfolio:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = resolve(serverEntry);
        if (!existsSync(entry)) {
          throw new Error(`Prerender: ${serverEntry} is missing. Build with \`npm run build\`, which makes it first.`);
        }
        if (!html.includes(SLOT)) throw new Error(`Prerender: index.html has no ${SLOT} slot.`);
        // A fresh URL each build, so a watch-mode rebuild never reuses a cached module.
        const { render } = (await import(`${pathToFileURL(entry).href}?build=${Date.now()}`)) as { render: () => Promise<string> };
        return html.replace(SLOT, await render());
      },
    },
  };
}
