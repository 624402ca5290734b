/**
 * What gives way when the resume would run past two pages. It is laid out on one page if it fits
 * (its type shrinking down to 88%, ./build-resume), else at full size on two; past two, these
 * parts are left out one after another, each only while still needed, and the build's WARNING
 * names what was left out (the page shows everything still):
 *   1. the awards' and publications' summaries (their titles, who gave them and when stay);
 *   2. the highlights of jobs and studies (each keeps its description);
 *   3. the interests.
 * Whatever else is there stays: past all three, the resume runs onto a third page, with a warning.
 * Only invalid content stops a build, never its length.
 */

/** The most pages a realistic owner's resume takes. */
export const MAX_PAGES = 2;

export const GIVES_WAY = [
  { part: 'summaries', says: "the awards' and publications' summaries" },
  { part: 'highlights', says: 'the highlights of jobs and studies' },
  { part: 'interests', says: 'the interests' },
] as const;

export type GivingWay = (typeof GIVES_WAY)[number]['part'];

/** The parts left out after the first `count` steps of the rule. */
export const leftOutAfter = (count: number): ReadonlySet<GivingWay> => new Set(GIVES_WAY.slice(0, count).map(({ part }) => part));
