/**
 * A period as the content holds it: a start month and an end month (`YYYY-MM`), or `present`
 * (src/config/content-format.ts) for an entry still going. The content schema holds it to that
 * form; this module reads it.
 */
export interface Period {
  /** `YYYY-MM`. */
  start: string;
  /** `YYYY-MM`, or `present` while ongoing. */
  end: string;
}

/** `2023-09` → months since year 0 (2023 * 12 + 8); anything else (`present`) → Infinity, i.e. ongoing. */
function monthNumber(month: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : Number.POSITIVE_INFINITY;
}

/** The start and end of a period in months; an ongoing one ends at Infinity. */
export function periodRange(period: Period): { start: number; end: number } {
  return { start: monthNumber(period.start), end: monthNumber(period.end) };
}
