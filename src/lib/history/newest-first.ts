/**
 * History (work, education) in date order, newest first, from each entry's `period`
 * (`May 2025 – Aug 2025`, `Sep 2023 – Present`; the content schema holds it to that form), so
 * the owner can list entries in any order and the page and the resume still read top-down.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Sep 2023` → months since year 0; `Present` (or anything unreadable) → Infinity, i.e. ongoing. */
function monthIndex(monthYear: string): number {
  const [month = '', year = ''] = monthYear.trim().split(/\s+/);
  const index = MONTHS.indexOf(month);
  return index >= 0 && /^\d{4}$/.test(year) ? Number(year) * 12 + index : Number.POSITIVE_INFINITY;
}

/** The start and end of a period, in months; an ongoing one ends at Infinity. */
export function periodRange(period: string): { start: number; end: number } {
  const [start = '', end = start] = period.split(/\s+[–-]\s+/);
  return { start: monthIndex(start), end: monthIndex(end) };
}

/** A sorted copy: the latest start first; for the same start, the one still going (or ending later) first. */
export function newestFirst<Entry extends { period: string }>(entries: readonly Entry[]): Entry[] {
  return entries
    .map((entry) => ({ entry, range: periodRange(entry.period) }))
    .sort((a, b) => b.range.start - a.range.start || b.range.end - a.range.end)
    .map(({ entry }) => entry);
}

/**
 * Education as resumes list it, by when each ends (the graduation date), latest first; for the
 * same end, the later start first. So a degree still going (or ending later) stays above an
 * exchange semester or a course taken during it, which `newestFirst` would put on top because
 * it started later. Work keeps `newestFirst`: a long side role must not climb over the jobs
 * held during it.
 */
export function byGraduation<Entry extends { period: string }>(entries: readonly Entry[]): Entry[] {
  return entries
    .map((entry) => ({ entry, range: periodRange(entry.period) }))
    .sort((a, b) => b.range.end - a.range.end || b.range.start - a.range.start)
    .map(({ entry }) => entry);
}
