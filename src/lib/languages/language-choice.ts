/**
 * The language the visitor last chose with the language switch, kept on this device, and the
 * one rule that reads it: the installed app opens in that language
 * (docs/decisions/008-installed-app-language.md). Only the switch writes it; nothing is guessed
 * from the browser's languages. Run by the inline script (src/app/inline/language-switch.ts).
 */
import type { LanguageCode } from '../../config/language-codes.ts';
import { FIRST_LANGUAGE, SITE_LANGUAGES } from './site-content.ts';

/**
 * localStorage key of the language chosen with the switch: its code (`fr`). Named for the site:
 * GitHub Pages project sites of one user share an origin, and so their storage.
 */
export const LANGUAGE_CHOICE_STORAGE_KEY = 'portfolio:language';

/** The site language whose tag a link's `hreflang` is (`fr-CA` → `fr`), if any. */
export const siteLanguageOfTag = (tag: string): LanguageCode | undefined => SITE_LANGUAGES.find((language) => language.tag === tag)?.code;

/**
 * The language the installed app shows instead of the page it opened, given that page's
 * `<html lang>` and the language chosen: the app starts at the first language's page (the
 * manifest's start_url, the site's root), and a choice of another of the site's languages
 * sends it there. Undefined when it stays: no choice, the same language, another page, or a
 * language the site no longer has.
 */
export const launchLanguage = (pageTag: string, chosen: string | null): LanguageCode | undefined =>
  pageTag === SITE_LANGUAGES[0]?.tag && chosen !== FIRST_LANGUAGE ? SITE_LANGUAGES.find(({ code }) => code === chosen)?.code : undefined;
