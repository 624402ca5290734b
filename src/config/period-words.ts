/**
 * The product's own words inside a period, per language: the one place an ongoing entry's end
 * is spelled. Month names come from the browser's and Node's `Intl`, never from here.
 */
export const PERIOD_WORDS = {
  en: { present: 'Present' },
} as const satisfies Record<string, { present: string }>;

/** A language the page's periods can be written in. */
export type PeriodLanguage = keyof typeof PERIOD_WORDS;
