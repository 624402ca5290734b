import type { SiteLanguage } from './types.ts';

/**
 * The languages your site is written in. The first is the page at the site's root, written in
 * the content files beside this one; every other one gets its own page under `/<code>/`, with
 * its texts in `translations/<code>.ts` (docs/content.md, "Languages").
 * `tag` is the page's `<html lang>`: the language and, if you like, the region (`fr-CA`).
 *
 * English only? Delete the `fr` line. The French texts left in translations/fr.ts are then
 * ignored (the build says so) and never shipped.
 */
export const languages: SiteLanguage[] = [
  { code: 'en', tag: 'en-CA' },
  { code: 'fr', tag: 'fr-CA' },
];
