/**
 * The site's second language, if the owner writes one: the language scenario visits its page.
 * Apart from the scenario so the stage's first word (engines-present.ts) can say, before any
 * test runs, that a one-language site skips it.
 */
import { FIRST_LANGUAGE, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';

export const SECOND_LANGUAGE = SITE_LANGUAGES.find(({ code }) => code !== FIRST_LANGUAGE)?.code;

/** Why the scenario does not run here, in one line, or null. */
export const secondLanguageSkip = SECOND_LANGUAGE
  ? null
  : `engines: the second-language page's scenario skipped: the site has one language (src/content/languages.ts lists ${FIRST_LANGUAGE} only)`;
