import type { LanguageCode } from '../../config/language-codes.ts';
import { languageFile } from './language-files.ts';

/**
 * The page's full public address: VITE_SITE_URL, normalised by the build (vite.config.ts) to
 * end in one slash. What the kit shares, and what its QR code and contact card carry.
 */
const SITE_URL: string = __SITE_URL__;

/** The full public address of the page in `language`: what its kit shares and its QR code opens. */
export const pageUrlIn = (language: LanguageCode): string => `${SITE_URL}${languageFile(language, '')}`;
