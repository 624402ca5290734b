/**
 * The product's words in every language it speaks. English (en-words.ts) sets the shape, `Words`;
 * every other language is typed by it, so a word missing from a translation is a type error, not
 * an English word left on a French page.
 */
import type { LanguageCode } from '../language-codes.ts';
import { enWords, type Words } from './en-words.ts';
import { frWords } from './fr-words.ts';

// Every reader of the words takes their type from here, beside `wordsIn`.
export type { Words };

const DICTIONARY: Record<LanguageCode, Words> = { en: enWords, fr: frWords };

/** The product's words in `language`. */
export const wordsIn = (language: LanguageCode): Words => DICTIONARY[language];
