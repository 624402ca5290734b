/**
 * The pages the benchmark measures: one per language the owner's content lists, the first at
 * the site's root and each other under its code (`fr/`), as the build writes them. Each page
 * carries its language's words, so the taps find a control by the name a visitor hears there.
 */
import { wordsIn, type Words } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { SITE_LANGUAGES, pagePathOf } from '../../src/lib/languages/site-content.ts';

export interface SitePage {
  language: LanguageCode;
  /** Its `<html lang>`, e.g. `fr-CA`. */
  tag: string;
  /** Relative to the site's root: `` for the first language, `fr/` for French. */
  path: string;
  /** How the tables name it: `/` or `fr/`. */
  label: string;
}

export const SITE_PAGES: SitePage[] = SITE_LANGUAGES.map(({ code, tag }) => {
  const path = pagePathOf(code);
  return { language: code, tag, path, label: path || '/' };
});

export const pageUrl = (siteUrl: string, page: SitePage): string => new URL(page.path, siteUrl).href;

export const wordsOf = (page: SitePage): Words => wordsIn(page.language);
