/**
 * Leaves out of the build every language that src/content/languages.ts does not list: its
 * translation file (the page's modules import each one there is, src/lib/languages/site-content.ts),
 * so an owner who dropped French ships none of its texts, and, from the browser's code, its
 * product dictionary (src/lib/languages/words.ts imports each), which no page of the site
 * would read, and the owner's words of such a language (src/content/words/<code>.ts); and the
 * Arabic script's typeface when no language of the site is written in it. The content
 * check says a translation file is ignored (scripts/content/translations.ts).
 */
import type { Plugin } from 'vite';
import { languages } from '../../src/content/languages.ts';
import { writtenInArabicScript } from '../../src/config/language-codes.ts';

const TRANSLATION_FILE = /\/src\/content\/translations\/([a-z]{2,3})\.ts$/;
const DICTIONARY_FILE = /\/src\/config\/dictionary\/([a-z]{2,3})-words\.ts$/;
const OWNER_WORDS_FILE = /\/src\/content\/words\/([a-z]{2,3})\.ts$/;
const ARABIC_SCRIPT_FONT = /\/src\/styles\/fonts-arabic-script\.css$/;

export function siteLanguages(): Plugin {
  const listed = new Set<string>(languages.map(({ code }) => code));
  return {
    name: 'portfolio:site-languages',
    enforce: 'pre',
    load(id, options) {
      const file = id.split('?')[0]!;
      // A site with no language in the Arabic script ships neither the typeface nor its rules.
      if (ARABIC_SCRIPT_FONT.test(file)) return languages.some(({ code }) => writtenInArabicScript(code)) ? null : '';
      // The server bundle keeps every dictionary: the build measures the header in English's words (header-fit.ts).
      const translation = TRANSLATION_FILE.exec(file)?.[1];
      if (translation !== undefined) return listed.has(translation) ? null : `export const ${translation} = undefined;`;
      const ownerWords = OWNER_WORDS_FILE.exec(file)?.[1];
      if (ownerWords !== undefined) return listed.has(ownerWords) ? null : 'export const words = undefined;';
      const dictionary = options?.ssr ? undefined : DICTIONARY_FILE.exec(file)?.[1];
      if (dictionary === undefined || listed.has(dictionary)) return null;
      // The dictionary's export is named after its file: fr-words.ts exports frWords.
      return `export const ${dictionary}Words = undefined;`;
    },
  };
}
