import { wordsIn } from '@/config/dictionary/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE, marked } from '@/config/page-seams.ts';
import { languageTag, pagePathOf } from '@/lib/languages/site-content.ts';

/**
 * The language switch: a plain link to the page in language `to`, named in that language's own
 * words ("Français", "English") and marked as written in it. It works before and without any
 * script; the inline script only adds the section in view to it when it is followed.
 */
export function LanguageLink({ to, className }: { to: LanguageCode; className: string }) {
  const tag = languageTag(to);
  return (
    <a href={`${import.meta.env.BASE_URL}${pagePathOf(to)}`} lang={tag} hrefLang={tag} className={className} {...marked(LANGUAGE_SWITCH_ATTRIBUTE)}>
      {wordsIn(to).language.name}
    </a>
  );
}
