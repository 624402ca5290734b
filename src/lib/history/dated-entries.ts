/**
 * The dated kinds of entry (certificates, awards, publications), each dated as JSON Resume dates
 * them: a year, a month or a day (`2024`, `2024-05`, `2024-05-17`). Printed through `Intl` in UTC
 * as format-period.ts prints months, with the spaces ICU puts in some languages made plain (the
 * prerendered text and the browser's must match), and listed newest first.
 */
import type { LanguageCode } from '../../config/languages.ts';
import { formatMonth } from './format-period.ts';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(language: LanguageCode): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(language, formatter);
  }
  return formatter;
}

/** `2024` → `2024`, `2024-05` → `May 2024`, `2024-05-17` → `May 17, 2024` in English (`17 mai 2024` in French). */
export function formatDate(date: string, language: LanguageCode): string {
  const [year, month, day] = date.split('-').map(Number);
  if (month === undefined) return date;
  if (day === undefined) return formatMonth(date, language);
  return dayFormatter(language).format(new Date(Date.UTC(year!, month - 1, day))).replace(/[\u202F\u00A0]/g, ' ');
}

/** A sorted copy, latest date first; a year alone counts as its start (`2024-05` before `2024`). Equal dates keep the content's order. */
export function newestDatedFirst<Entry extends { date: string }>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
