/**
 * Which counted event a followed link is, by its address: a language's resume, or a contact card
 * (a vCard). Read from the link rather than told by each button, so the sections and the career kit
 * carry no counting code, and a build that does not count is the same as one with no counts at all.
 */
import { RESUME_PDF_FILE } from '../../config/resume-files.ts';
import { CONTACT_CARD_SAVED, resumeDownloaded } from '../../config/visit-count-names.ts';
import type { LanguageCode } from '../../config/language-codes.ts';

/**
 * A language's files sit below its page (`fr/resume.pdf`), the first language's at the site's
 * root (src/lib/languages/language-files.ts). Each page links its own language's files, so a file
 * at the root is linked only from the first language's page, whose `<html lang>` tag starts with
 * its code (the content schema checks it): read so, no list of languages rides along.
 */
export function savedFileEvent(href: string, pageLanguageTag: string, base: string = import.meta.env.BASE_URL): string | null {
  const { pathname } = new URL(href);
  if (!pathname.startsWith(base)) return null;
  const [file = '', folder] = pathname.slice(base.length).split('/').reverse();
  if (file.endsWith('.vcf')) return CONTACT_CARD_SAVED;
  return file === RESUME_PDF_FILE ? resumeDownloaded((folder ?? pageLanguageTag.split('-')[0]) as LanguageCode) : null;
}
