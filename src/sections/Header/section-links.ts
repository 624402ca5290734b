import { wordsIn } from '@/config/dictionary/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { sectionsInOrder, type OptionalSectionId } from '@/config/navigation.ts';

/** One of the header's links to a section of the page. */
export interface SectionLink {
  id: string;
  label: string;
}

/** The header's section links in page order, in `language`: the specification's, and the optional sections `shown`. */
export function sectionLinks(language: LanguageCode, shown: readonly OptionalSectionId[]): SectionLink[] {
  const { header } = wordsIn(language);
  const labels: Record<string, string> = { ...header.sections, ...header.optionalSections };
  return sectionsInOrder(shown).map((id) => ({ id, label: labels[id]! }));
}
