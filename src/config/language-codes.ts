/**
 * The languages the product can speak: each has a dictionary of the product's own words
 * (src/config/dictionary/). An owner's content may use any of these, and no other.
 */
export const LANGUAGE_CODES = ['en', 'fr'] as const;

/** A language the product has words for. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
