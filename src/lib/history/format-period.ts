/**
 * A period as a reader sees it, `May 2025 – Aug 2025` or `Sep 2023 – Present`: each month
 * through `Intl` in UTC (a `2024-09` read in local time prints as August west of UTC), with the
 * spaces ICU puts in some languages (U+202F, U+00A0) made plain, because Node's ICU and a
 * browser's disagree on them and the prerendered text must hydrate as it is. The word for an
 * ongoing end is the product's (its dictionary, src/config/dictionary).
 */
import { wordsIn } from '../../lib/languages/words.ts';
import type { LanguageCode } from '../../config/language-codes.ts';
import { PRESENT } from '../../config/content-format.ts';
import type { Period } from './period.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(language: LanguageCode): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** `2025-05` → `May 2025` in English. */
export function formatMonth(month: string, language: LanguageCode): string {
  const [year, monthOfYear] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, monthOfYear! - 1, 1));
  return monthFormatter(language).format(date).replace(/[\u202F\u00A0]/g, ' ');
}

/** `{ start: '2023-09', end: 'present' }` → `Sep 2023 – Present` in English (an en dash between). */
export function formatPeriod(period: Period, language: LanguageCode): string {
  const end = period.end === PRESENT ? wordsIn(language).history.present : formatMonth(period.end, language);
  return `${formatMonth(period.start, language)} – ${end}`;
}
