/**
 * Files served as they are from the site's root (public/ and files the build writes there).
 * Each URL starts from Vite's base, so it still resolves when the site lives under a path
 * such as a GitHub Pages project site (`/REPO/`). Each language's page has its own resume,
 * contact card and QR code beside it (`fr/resume.pdf`): the functions below give a language's;
 * the constants are the first language's, at the root.
 */
import type { LanguageCode } from './languages';
import { languageFile } from '@/lib/languages/language-files';
import { CONTACT_CARD_FILE, QR_CODE_FILE } from './career-kit-files';
import { RESUME_PDF_FILE } from './resume-files';

/** The resume PDF, generated from the content at build time (scripts/resume). */
export const RESUME_HREF = `${import.meta.env.BASE_URL}${RESUME_PDF_FILE}`;

/** The owner's contact card and the site's QR code, made at build time (scripts/vite/career-kit.ts). */
export const CONTACT_CARD_HREF = `${import.meta.env.BASE_URL}${CONTACT_CARD_FILE}`;
export const QR_CODE_HREF = `${import.meta.env.BASE_URL}${QR_CODE_FILE}`;

/** The resume, contact card and QR code of the page in `language`: `/resume.pdf`, `/fr/resume.pdf`. */
export const resumeHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, RESUME_PDF_FILE)}`;
export const contactCardHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, CONTACT_CARD_FILE)}`;
export const qrCodeHref = (language: LanguageCode): string => `${import.meta.env.BASE_URL}${languageFile(language, QR_CODE_FILE)}`;
