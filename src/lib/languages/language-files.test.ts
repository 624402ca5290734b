import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../config/language-codes.ts';
import { FIRST_LANGUAGE, pagePathOf } from './site-content.ts';
import { languageFile, resumeDownloadName } from './language-files.ts';

describe('languageFile', () => {
  it('puts a file where its language\'s page is: the first language\'s at the root, another\'s under its page', () => {
    for (const code of LANGUAGE_CODES) expect(languageFile(code, 'resume.pdf')).toBe(`${pagePathOf(code)}resume.pdf`);
  });

  it.runIf(FIRST_LANGUAGE === 'en')('keeps English files where they always were, and French ones under fr/', () => {
    expect(languageFile('en', 'contact.vcf')).toBe('contact.vcf');
    expect(languageFile('fr', 'contact.vcf')).toBe('fr/contact.vcf');
  });
});

describe('resumeDownloadName', () => {
  it('is the owner\'s own name in the first language, and that name with the language before .pdf in another', () => {
    const other = LANGUAGE_CODES.find((code) => code !== FIRST_LANGUAGE)!;
    expect(resumeDownloadName('Avery-Quinn-Resume.pdf', FIRST_LANGUAGE)).toBe('Avery-Quinn-Resume.pdf');
    expect(resumeDownloadName('Avery-Quinn-Resume.pdf', other)).toBe(`Avery-Quinn-Resume-${other}.pdf`);
    expect(resumeDownloadName('Marie-CV.PDF', other)).toBe(`Marie-CV-${other}.PDF`);
  });
});
