/**
 * How the page and the resume print a period, written out here on their own (not through the
 * code under test): `May 2025 – Aug 2025`, `Sep 2023 – Present`; in French `sept. 2024 – déc. 2024`.
 */
import { wordsIn } from '../../src/lib/languages/words.ts';
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

/** Months as `Intl` abbreviates them in each further language the product ships, each with its year (`{y}`), written out here on their own too. */
const MONTHS_WITH_YEAR: Record<string, string[]> = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'].map((month) => `${month} {y}`),
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'].map((month) => `${month} de {y}`),
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'].map((month) => `${month} {y}`),
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'].map((month) => `${month} {y}`),
};

/** A period in one of those languages, its ongoing end the dictionary's word. */
const periodIn = (language: string) => ({ start, end }: { start: string; end: string }): string => {
  const text = (month: string) => MONTHS_WITH_YEAR[language]![Number(month.split('-')[1]) - 1]!.replace('{y}', month.split('-')[0]!);
  return `${text(start)} \u2013 ${end === 'present' ? wordsIn(language).history.present : text(end)}`;
};

type PeriodText = (period: { start: string; end: string }) => string;

/** A period as the page and the resume print it in `language`, one the product ships words in (a language added to the product needs its line here). */
const PERIOD_TEXT: Record<LanguageCode, PeriodText> = {
  en: englishPeriod,
  fr: (period) => frenchPeriod(period, wordsIn('fr').history.present),
  ...Object.fromEntries(Object.keys(MONTHS_WITH_YEAR).map((language) => [language, periodIn(language)])),
};

/** The same, for a language the product ships (it throws for any other, which has no months written out here). */
export const periodTextIn = (language: LanguageCode): PeriodText => {
  const periodText = PERIOD_TEXT[language];
  if (!periodText) throw new Error(`tests/support/period-text.ts writes out no months in ${language}`);
  return periodText;
};
