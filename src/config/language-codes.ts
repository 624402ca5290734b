/**
 * The languages the product ships its own words in (src/config/dictionary/<code>-words.ts). A
 * site may be in any other language too: its owner writes the product's words for it
 * (src/content/words/<code>.ts), and the build names each word still missing.
 */
export const LANGUAGE_CODES = ['en', 'fr', 'es', 'pt', 'de', 'ar'] as const;

/** A language the product has words for. */
export type ProductLanguage = (typeof LANGUAGE_CODES)[number];

/** A language of a site, by its ISO 639 code (`es`): one the product has words for, or one the owner wrote them for. */
export type LanguageCode = string;

/** The ISO 639 codes of the languages written right to left that a site is likeliest to be in: Arabic, Hebrew, Persian, Urdu and their neighbours. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** The direction a page in `language` is written in: its `<html dir>`. */
export const directionOf = (language: LanguageCode): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

/** The ISO 639 codes of the languages above written in the Arabic script, whose pages take its typeface (src/styles/fonts-arabic-script.css). */
const ARABIC_SCRIPT = new Set(['ar', 'fa', 'ur', 'ps', 'sd', 'ug', 'ckb']);

/** Whether a page in `language` is written in the Arabic script. */
export const writtenInArabicScript = (language: LanguageCode): boolean => ARABIC_SCRIPT.has(language);
