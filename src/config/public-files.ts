/**
 * Files served as they are from the site's root (public/ and files the build writes there).
 * Each URL starts from Vite's base, so it still resolves when the site lives under a path
 * such as a GitHub Pages project site (`/REPO/`).
 */

/** The resume PDF, generated from the content at build time (scripts/resume). */
export const RESUME_HREF = `${import.meta.env.BASE_URL}resume.pdf`;
