/**
 * The resume's files in public/, one PDF and one JSON Resume per language of the site: the first
 * language's at the root (`public/resume.pdf`), every other one's beside its page
 * (`public/fr/resume.pdf`). Files a language no longer on the site left behind are removed, so
 * a French resume is never shipped once French is dropped. The build (scripts/build.ts) and
 * `npm run assets` (./generate-resume.ts) share this list.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/config/language-codes.ts';
import { RESUME_JSON_FILE, RESUME_PDF_FILE } from '../../src/config/resume-files.ts';
import { languageFile } from '../../src/lib/languages/language-files.ts';
import { FIRST_LANGUAGE, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';

export interface ResumeOutput {
  language: LanguageCode;
  /** The PDF, relative to the project: `public/fr/resume.pdf`. */
  pdf: string;
  /** The JSON Resume beside it. */
  json: string;
  /** The owner's own PDF for this language, used instead of a generated one when it is there. */
  ownPdf: string;
}

/** `src/content/resume.pdf` for the first language, `src/content/resume.fr.pdf` for French. */
export const ownResumePath = (language: LanguageCode): string =>
  language === FIRST_LANGUAGE ? 'src/content/resume.pdf' : `src/content/resume.${language}.pdf`;

export const resumeOutputs = (): ResumeOutput[] =>
  SITE_LANGUAGES.map(({ code }) => ({
    language: code,
    pdf: `public/${languageFile(code, RESUME_PDF_FILE)}`,
    json: `public/${languageFile(code, RESUME_JSON_FILE)}`,
    ownPdf: ownResumePath(code),
  }));

/** Every resume file public/ may hold under a language's folder that no language of the site writes. */
export function staleResumeFiles(): string[] {
  const written = new Set(resumeOutputs().flatMap(({ pdf, json }) => [pdf, json]));
  return LANGUAGE_CODES.flatMap((code) => [RESUME_PDF_FILE, RESUME_JSON_FILE].map((file) => `public/${code}/${file}`)).filter((file) => !written.has(file));
}

/** Removes `staleResumeFiles()` under `root`, and a language's folder left empty; returns what it removed. */
export function removeStaleResumeFiles(root: string): string[] {
  const removed = staleResumeFiles().filter((file) => existsSync(join(root, file)));
  for (const file of removed) rmSync(join(root, file));
  for (const code of LANGUAGE_CODES) {
    const folder = join(root, 'public', code);
    if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
  }
  return removed;
}
