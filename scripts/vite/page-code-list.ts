/**
 * Lists, in index.html, every chunk the page can load after its entry (React, the page, its
 * lazy parts), as JSON in a `<script type="application/json">`. The entry
 * preloads them at the first paint (src/app/boot/preload-page-code.ts), so the page can still come
 * alive if the network drops before the visitor's first tap and before the service worker
 * has its copy. Vite itself only preloads an entry's static imports.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_CODE_ELEMENT_ID } from '../../src/app/boot/preload-page-code.ts';

function chunksAfterEntry(entry: OutputChunk, bundle: OutputBundle): string[] {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (reached.has(fileName) || chunk?.type !== 'chunk') return;
    reached.add(fileName);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  // The entry and its static imports are loaded already.
  [entry.fileName, ...entry.imports].forEach((fileName) => reached.delete(fileName));
  return [...reached].sort();
}

export function pageCodeList(): Plugin {
  let base = '/';
  return {
    name: 'portfolio:page-code-list',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const urls = chunksAfterEntry(chunk, bundle).map((fileName) => `${base}${fileName}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PAGE_CODE_ELEMENT_ID },
            children: JSON.stringify(urls),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
