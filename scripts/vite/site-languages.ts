/**
 * Leaves out of the build the translation file of every language that src/content/languages.ts
 * does not list: the page's modules import each translation there is
 * (src/lib/languages/site-content.ts), and an owner who dropped French must not ship its texts.
 * The content check says the file is ignored (scripts/content/translations.ts).
 */
import type { Plugin } from 'vite';
import { languages } from '../../src/content/languages.ts';

const TRANSLATION_FILE = /\/src\/content\/translations\/([a-z]{2,3})\.ts$/;

export function siteLanguages(): Plugin {
  const listed = new Set<string>(languages.map(({ code }) => code));
  return {
    name: 'portfolio:site-languages',
    enforce: 'pre',
    load(id) {
      const code = TRANSLATION_FILE.exec(id.split('?')[0]!)?.[1];
      if (code === undefined || listed.has(code)) return null;
      return `export const ${code} = undefined;`;
    },
  };
}
