/**
 * The page's sections in order: anchors for the header, ids for the sections, the same in every
 * language (the header's words for them: the dictionary's `header.sections`).
 */
export const SECTIONS = [{ id: 'home' }, { id: 'projects' }, { id: 'skills' }, { id: 'about' }, { id: 'gallery' }, { id: 'contact' }] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * Sections an owner's content turns on (the writing feed, scripts/outside-data): each is on the
 * page, and linked from the header, only when it has something to show, right after the section
 * named by `after`. Their header words are the dictionary's `header.optionalSections`.
 */
const OPTIONAL_SECTIONS = [{ id: 'writing', after: 'projects' }] as const;

export type OptionalSectionId = (typeof OPTIONAL_SECTIONS)[number]['id'];

/** The header's sections in page order: the specification's, with the optional ones `shown` in their places. */
export function sectionsInOrder(shown: readonly OptionalSectionId[]): ((typeof SECTIONS)[number]['id'] | OptionalSectionId)[] {
  return SECTIONS.flatMap(({ id }) => [id, ...OPTIONAL_SECTIONS.filter((optional) => optional.after === id && shown.includes(optional.id)).map((optional) => optional.id)]);
}
