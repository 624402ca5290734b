/**
 * The product's words in every language it speaks. English (en-words.ts) sets the shape; every other
 * language is typed `Words`, so a word missing from a translation is a type error, not an
 * English word left on a French page.
 */
import type { LanguageCode } from '../language-codes.ts';
import { enWords } from './en-words.ts';
import { frWords } from './fr-words.ts';

/** English's shape with its texts widened to any string, and its messages' results too. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widened<Result>
    : { readonly [Key in keyof T]: Widened<T[Key]> };

/** Every word of the product in one language. */
export type Words = Widened<typeof enWords>;

const DICTIONARY: Record<LanguageCode, Words> = { en: enWords, fr: frWords };

/** The product's words in `language`. */
export const wordsIn = (language: LanguageCode): Words => DICTIONARY[language];
