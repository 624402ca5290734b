/**
 * The page's sections in order: anchors for the header, ids for the sections, the same in every
 * language (the header's words for them: the dictionary's `header.sections`).
 */
export const SECTIONS = [{ id: 'home' }, { id: 'projects' }, { id: 'skills' }, { id: 'about' }, { id: 'gallery' }, { id: 'contact' }] as const;
