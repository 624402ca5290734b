/**
 * JSON Resume dates (`2024`, `2024-05`, `2024-05-13`) as the content's months (`2024-05`), and
 * an entry's `startDate`/`endDate` as its `period` (`end: 'present'` when there is no end date,
 * the standard's way of saying an entry is current).
 */
import { PRESENT } from '../../src/config/content-format.ts';
import type { Period } from '../../src/lib/history/period.ts';

/** A month, and whether it was guessed: a date with a year only gets January (start) or December (end). */
export interface ImportedMonth {
  month: string;
  yearOnly: boolean;
}

/** `2024-05-13` → `2024-05`; `2024` → `2024-01` as a start, `2024-12` as an end. */
export function toMonth(date: string, side: 'start' | 'end'): ImportedMonth {
  const [year = '', month] = date.split('-');
  if (month === undefined) return { month: `${year}-${side === 'start' ? '01' : '12'}`, yearOnly: true };
  return { month: `${year}-${month}`, yearOnly: false };
}

/** Whether a date's month, if it has one, is 01 to 12 (the standard's pattern lets 00 and 13-19 through). */
export function hasRealMonth(date: string): boolean {
  const month = date.split('-')[1];
  return month === undefined || (Number(month) >= 1 && Number(month) <= 12);
}

/** Whether a date's day, if it has one, is on the calendar (no 30 February; the standard's pattern lets 00 to 39 through). */
export function hasRealDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  if (day === undefined) return true;
  return new Date(Date.UTC(year!, month! - 1, day)).getUTCDate() === day;
}

export function toPeriod(startDate: string, endDate: string | undefined): { period: Period; yearOnly: boolean } {
  const start = toMonth(startDate, 'start');
  const end = endDate === undefined ? undefined : toMonth(endDate, 'end');
  return { period: { start: start.month, end: end?.month ?? PRESENT }, yearOnly: start.yearOnly || Boolean(end?.yearOnly) };
}
