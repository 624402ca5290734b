/**
 * Where each language's copy of a generated file lives: the first language's at the site's root
 * as it always was (`resume.pdf`), every other one's under its page (`fr/resume.pdf`), so a
 * page's own files (its resume, contact card, QR code, share card) sit beside it. Reads only the
 * owner's list of languages, not their texts, so an island that links a file ships no content.
 */
import type { LanguageCode } from '../../config/language-codes.ts';
import { languages } from '../../content/languages.ts';

const isFirst = (language: LanguageCode): boolean => language === languages[0]?.code;

/** Where a language's page is, relative to the site's root: `` for the first, `fr/` for French. */
export const pagePathOf = (language: LanguageCode): string => (isFirst(language) ? '' : `${language}/`);

/** `resume.pdf` in `language`, relative to the site's root: `resume.pdf`, `fr/resume.pdf` (the page's path, then the file). */
export const languageFile = (language: LanguageCode, file: string): string => `${pagePathOf(language)}${file}`;

/**
 * The name a language's resume downloads under: the owner's own (`profile.resume.downloadName`)
 * for the first language; for another, the same with the language before `.pdf`
 * (`Avery-Quinn-Resume-fr.pdf`), so both can sit in one downloads folder.
 */
export function resumeDownloadName(downloadName: string, language: LanguageCode): string {
  if (isFirst(language)) return downloadName;
  return downloadName.replace(/(\.pdf)?$/i, (extension) => `-${language}${extension || '.pdf'}`);
}
