/**
 * The product's words in every language it speaks. English (en-words.ts) sets the shape, `Words`;
 * every other language the product ships is typed by it, so a word missing from one is a type
 * error, not an English word left on its page. A language the product does not ship takes its
 * words from the owner's src/content/words/<code>.ts, which the build checks word by word
 * (scripts/content/owner-words.ts).
 */
import type { LanguageCode, ProductLanguage } from '../../config/language-codes.ts';
import { filesByLanguage } from './files-by-language.ts';
import { arWords } from '../../config/dictionary/ar-words.ts';
import { deWords } from '../../config/dictionary/de-words.ts';
import { enWords, type PartialWords, type Words } from '../../config/dictionary/en-words.ts';
import { esWords } from '../../config/dictionary/es-words.ts';
import { frWords } from '../../config/dictionary/fr-words.ts';
import { ptWords } from '../../config/dictionary/pt-words.ts';

// Every reader of the words takes their type from here, beside `wordsIn`.
export type { PartialWords, Words };

const DICTIONARY: Record<ProductLanguage, Words> = { en: enWords, fr: frWords, es: esWords, pt: ptWords, de: deWords, ar: arWords };

/** The owner's words for languages the product does not ship, by language (each file exports `words`). */
export const OWNER_WORDS = /* @__PURE__ */ filesByLanguage<PartialWords>(
  () => import.meta.glob('../../content/words/*.ts', { eager: true }),
  '../../content/words/',
  () => 'words',
);

/** The product's words in `language`: its own, else the owner's (whole: the build stops on a missing one). */
export function wordsIn(language: LanguageCode): Words {
  const words = DICTIONARY[language as ProductLanguage] ?? (OWNER_WORDS[language] as Words | undefined);
  if (!words) throw new Error(`The product has no words in ${language}: write them in src/content/words/${language}.ts (docs/content.md, "Languages").`);
  return words;
}
