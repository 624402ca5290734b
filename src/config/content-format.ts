/**
 * The words and limits of the owner's content format that the page's code reads as well as the
 * content check (content-schema.ts): kept apart from the schema so the page takes them without zod.
 */

/** The end of an entry that is still going: `period: { start: '2023-09', end: 'present' }`. */
export const PRESENT = 'present';

/** The most repositories an owner may ask for (`githubRepositories` in profile.ts). */
export const MAX_REPOSITORIES = 12;
