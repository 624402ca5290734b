/**
 * Which section the visitor is reading, for the header's `aria-current="location"`: the last
 * section whose top has passed a line a third of the way down the space under the header. At
 * the very bottom of the page the last section wins, however short it is.
 */
export function sectionInView<T extends Element>(sections: T[], headerHeight: number, viewportHeight: number, atPageEnd: boolean): T | null {
  if (atPageEnd) return sections.at(-1) ?? null;
  const readingLine = headerHeight + (viewportHeight - headerHeight) / 3;
  let current: T | null = null;
  for (const section of sections) {
    if (section.getBoundingClientRect().top <= readingLine) current = section;
  }
  return current ?? sections[0] ?? null;
}
