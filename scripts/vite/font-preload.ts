/**
 * Preloads the page's web font from index.html, so its request starts with the HTML instead of
 * after the stylesheet is parsed. The URL is the hashed file Vite emitted, under Vite's `base`,
 * so it follows the site wherever it is deployed; a hand-written '/…' path would not.
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

export function fontPreload(fontFileName: string): Plugin {
  let base = '/';
  return {
    name: 'portfolio:font-preload',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file): file is OutputAsset => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(fontFileName)),
        );
        if (!font) throw new Error(`Font preload: ${fontFileName} is not in the build; fix the name in vite.config.ts.`);
        // Right after the charset, ahead of the inlined stylesheet: the request starts first.
        const link = `<link rel="preload" as="font" type="font/woff2" href="${base}${font.fileName}" crossorigin>`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('Font preload: index.html has no <meta charset>.');
        return html.replace(charset, (tag) => `${tag}\n    ${link}`);
      },
    },
  };
}
