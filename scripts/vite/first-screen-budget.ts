/**
 * The first screen's byte budget (docs/decisions/012-first-screen-first-round-trip.md): the page
 * up to its first screen's mark must fit TCP's first flight once compressed, counted on the page
 * as written (the policy and every other step's bytes included); the build fails when it grows
 * past it, naming the page and by how much.
 */
import { gzipSync } from 'node:zlib';
import { firstScreenOf } from './first-screen.ts';

/**
 * The compressed bytes the first screen may take: TCP's first flight is 10 segments of 1,460
 * bytes (14,600), and the response's headers travel in it too; 14 kB in the decimal kilobytes
 * the docs use leaves them 600 bytes.
 */
const FIRST_SCREEN_BUDGET_BYTES = 14_000;

export function overBudget(name: string, bytes: number): string | null {
  if (bytes <= FIRST_SCREEN_BUDGET_BYTES) return null;
  return `${name}: the first screen (up to <FirstScreenEnd />) is ${bytes} bytes gzipped, ${bytes - FIRST_SCREEN_BUDGET_BYTES} over its ${FIRST_SCREEN_BUDGET_BYTES}: what grew in its head, header or first section?`;
}

/** The page as it is, or the build stops: its first screen is over the budget. */
export function withinFirstScreenBudget(page: string, { file }: { file: string }): string {
  // Its size as a server sends it: gzip, at the level the bench measures with.
  const problem = overBudget(file, gzipSync(firstScreenOf(page), { level: 9 }).length);
  if (problem) throw new Error(problem);
  return page;
}
