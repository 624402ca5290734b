/**
 * History (work, education) in date order, newest first, from each entry's `period` (start and
 * end months, or `present`), so the owner can list entries in any order and the page and the
 * resume still read top-down.
 */
import { periodRange, type Period } from './period.ts';

/** A sorted copy: the latest start first; for the same start, the one still going (or ending later) first. */
export function newestFirst<Entry extends { period: Period }>(entries: readonly Entry[]): Entry[] {
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
export function byGraduation<Entry extends { period: Period }>(entries: readonly Entry[]): Entry[] {
  return entries
    .map((entry) => ({ entry, range: periodRange(entry.period) }))
    .sort((a, b) => b.range.end - a.range.end || b.range.start - a.range.start)
    .map(({ entry }) => entry);
}
