import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload } from './font-preload';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

const FONT = 'plus-jakarta-sans-latin-wght-normal.woff2';
const HTML = '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>';

/** Runs the plugin's hooks as a client build would, with Vite's `base` and the emitted files. */
function transform(base: string, bundle: Record<string, unknown>) {
  const plugin = fontPreload(FONT);
  (plugin.configResolved as Hook).call({}, { base } as unknown as ResolvedConfig);
  const hook = plugin.transformIndexHtml as { handler: Hook };
  return () => hook.handler.call({}, HTML, { bundle }) as string;
}

const emittedFont = {
  'assets/plus-jakarta-sans-latin-wght-normal-AbC123.woff2': {
    type: 'asset',
    fileName: 'assets/plus-jakarta-sans-latin-wght-normal-AbC123.woff2',
    originalFileNames: [`node_modules/@fontsource-variable/plus-jakarta-sans/files/${FONT}`],
  },
};

describe('fontPreload', () => {
  it('preloads the emitted font under the site base, right after the charset', () => {
    const html = transform('/portfolio/', emittedFont)();
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <link rel="preload" as="font" type="font/woff2" href="/portfolio/assets/plus-jakarta-sans-latin-wght-normal-AbC123.woff2" crossorigin>',
    );
  });

  it('fails the build when the font is not in it', () => {
    expect(transform('/', {})).toThrow(/not in the build/);
  });
});
