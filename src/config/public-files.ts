/**
 * Files served as they are from the site's root (public/ and files the build writes there).
 * Each URL starts from Vite's base, so it still resolves when the site lives under a path
 * such as a GitHub Pages project site (`/REPO/`).
 */
import { CONTACT_CARD_FILE, QR_CODE_FILE } from './career-kit-files';
import { RESUME_PDF_FILE } from './resume-files';

/** The resume PDF, generated from the content at build time (scripts/resume). */
export const RESUME_HREF = `${import.meta.env.BASE_URL}${RESUME_PDF_FILE}`;

/** The owner's contact card and the site's QR code, made at build time (scripts/vite/career-kit.ts). */
export const CONTACT_CARD_HREF = `${import.meta.env.BASE_URL}${CONTACT_CARD_FILE}`;
export const QR_CODE_HREF = `${import.meta.env.BASE_URL}${QR_CODE_FILE}`;
