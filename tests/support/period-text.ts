/**
 * How the page and the resume print a period, written out here on their own (not through the
 * code under test): `May 2025 – Aug 2025`, `Sep 2023 – Present`; in French `sept. 2024 – déc. 2024`.
 */
import { wordsIn } from '../../src/config/dictionary/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthText = (month: string): string => {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1]} ${year}`;
};

const englishPeriod = ({ start, end }: { start: string; end: string }): string =>
  `${monthText(start)} \u2013 ${end === 'present' ? 'Present' : monthText(end)}`;

/** French months as `Intl` abbreviates them (`fr`), written out here on their own too. */
const FRENCH_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** A period in French: `sept. 2024 – déc. 2024`; an ongoing one ends on `present`, the dictionary's word. */
const frenchPeriod = ({ start, end }: { start: string; end: string }, present: string): string => {
  const text = (month: string) => `${FRENCH_MONTHS[Number(month.split('-')[1]) - 1]} ${month.split('-')[0]}`;
  return `${text(start)} \u2013 ${end === 'present' ? present : text(end)}`;
};

/** A period as the page and the resume print it in `language` (a language added to the product needs its line here). */
export const PERIOD_TEXT: Record<LanguageCode, (period: { start: string; end: string }) => string> = {
  en: englishPeriod,
  fr: (period) => frenchPeriod(period, wordsIn('fr').history.present),
};
