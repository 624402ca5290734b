import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE, marked } from '@/config/page-seams.ts';
import { languageTag, pagePathOf } from '@/lib/languages/site-content.ts';

/**
 * The language switch: a plain link to this page in language `to`, named in that language's own
 * words ("Français", "English") and marked as written in it. It works before and without any
 * script; the inline script only adds the section in view to it when it is followed.
 */
interface LanguageLinkProps {
  to: LanguageCode;
  className: string;
  /** The page's path in language `to` (a case study's own); the one page's by default. */
  path?: string;
}

export function LanguageLink({ to, className, path = pagePathOf(to) }: LanguageLinkProps) {
  const tag = languageTag(to);
  return (
    <a href={`${import.meta.env.BASE_URL}${path}`} lang={tag} hrefLang={tag} className={className} {...marked(LANGUAGE_SWITCH_ATTRIBUTE)}>
      {wordsIn(to).language.name}
    </a>
  );
}
