import type { LanguageCode } from '@/config/language-codes.ts';
import { SITE_LANGUAGES } from '@/lib/languages/site-content.ts';

/**
 * The site's languages other than `language`, in the owner's order: one switch link each. None
 * for an owner who writes one language, whose header has no switch at all.
 */
export const otherLanguagesOf = (language: LanguageCode): LanguageCode[] => SITE_LANGUAGES.map(({ code }) => code).filter((code) => code !== language);
