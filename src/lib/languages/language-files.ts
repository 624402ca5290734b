/**
 * Where each language's copy of a generated file lives: the first language's at the site's root
 * as it always was (`resume.pdf`), every other one's under its page (`fr/resume.pdf`), so a
 * page's relative world (its resume, contact card, QR code, share card) sits beside it.
 */
import type { LanguageCode } from '../../config/languages.ts';
import { FIRST_LANGUAGE, pagePathOf } from './site-content.ts';

/** `resume.pdf` in `language`, relative to the site's root: `resume.pdf`, `fr/resume.pdf`. */
export const languageFile = (language: LanguageCode, file: string): string => `${pagePathOf(language)}${file}`;

/**
 * The name a language's resume downloads under: the owner's own (`profile.resume.downloadName`)
 * for the first language; for another, the same with the language before `.pdf`
 * (`Avery-Quinn-Resume-fr.pdf`), so both can sit in one downloads folder.
 */
export function resumeDownloadName(downloadName: string, language: LanguageCode): string {
  if (language === FIRST_LANGUAGE) return downloadName;
  return downloadName.replace(/(\.pdf)?$/i, (extension) => `-${language}${extension || '.pdf'}`);
}
