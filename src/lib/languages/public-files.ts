/**
 * Files served as they are from the site's root (public/ and files the build writes there).
 * Each URL starts from Vite's base, so it still resolves when the site lives under a path
 * such as a GitHub Pages project site (`/REPO/`). Each language's page has its own resume,
 * contact card and QR code beside it (`fr/resume.pdf`); the first language's are at the root.
 */
import { CONTACT_CARD_FILE, QR_CODE_FILE } from '../../config/career-kit-files.ts';
import type { LanguageCode } from '../../config/language-codes.ts';
import { RESUME_PDF_FILE } from '../../config/resume-files.ts';
import { languageFile } from './language-files.ts';

/**
 * The resume (made from the content by scripts/resume), contact card and QR code (scripts/vite/career-kit.ts)
 * of the page in `language`: `/resume.pdf`, `/fr/resume.pdf`.
 */
export const resumeHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, RESUME_PDF_FILE)}`;
export const contactCardHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, CONTACT_CARD_FILE)}`;
export const qrCodeHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, QR_CODE_FILE)}`;
