import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { sectionsInOrder, type OptionalSectionId } from '@/config/navigation.ts';

/** One of the header's links to a section of the page. */
export interface SectionLink {
  id: string;
  label: string;
  /** `#id` on the one page; from a case study, the one page's address before it. */
  href: string;
}

/**
 * The header's section links in page order, in `language`: the specification's, and the optional
 * sections `shown`; `home`: the one page's address when the header is on another page.
 */
export function sectionLinks(language: LanguageCode, shown: readonly OptionalSectionId[], home = ''): SectionLink[] {
  const { header } = wordsIn(language);
  const labels: Record<string, string> = { ...header.sections, ...header.optionalSections };
  return sectionsInOrder(shown).map((id) => ({ id, label: labels[id]!, href: `${home}#${id}` }));
}
