/**
 * The resume PDF and resume.json of a bilingual owner with every optional kind
 * (tests/fixtures/every-kind.ts), in English and in French: each kind under its heading, after
 * Skills and before Interests, every entry's texts in that language, highlights as a bulleted
 * list, links where entries have them, at most two pages; resume.json valid against the
 * standard's schema, with each kind in the standard's own section. Whatever owner the checkout
 * holds: only the kinds, the history and the languages are the fixture's.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { formatDate } from '../../src/lib/history/dated-entries.ts';
import { contentIn } from '../../src/lib/languages/site-content.ts';
import { jsonResumeProblems } from '../../tests/support/json-resume-schema.ts';
import { extractPdfText, flattened } from '../../tests/support/pdf-text.ts';
import { buildResume } from './build-resume.ts';
import { MAX_PAGES } from './gives-way.ts';
import { jsonResume } from './json-resume.ts';

vi.mock('@/content/languages.ts', () => ({ languages: [{ code: 'en', tag: 'en-CA' }, { code: 'fr', tag: 'fr-CA' }] }));
vi.mock('@/content/experience.ts', async () => ({ experience: (await import('../../tests/fixtures/every-kind.ts')).experience }));
vi.mock('@/content/education.ts', async () => ({ education: (await import('../../tests/fixtures/every-kind.ts')).education }));
vi.mock('@/content/interests.ts', async () => ({ interests: (await import('../../tests/fixtures/every-kind.ts')).interests }));
vi.mock('@/content/certificates.ts', async () => ({ certificates: (await import('../../tests/fixtures/every-kind.ts')).certificates }));
vi.mock('@/content/awards.ts', async () => ({ awards: (await import('../../tests/fixtures/every-kind.ts')).awards }));
vi.mock('@/content/publications.ts', async () => ({ publications: (await import('../../tests/fixtures/every-kind.ts')).publications }));
vi.mock('@/content/spoken-languages.ts', async () => ({ spokenLanguages: (await import('../../tests/fixtures/every-kind.ts')).spokenLanguages }));
vi.mock('@/content/translations/fr.ts', async (importOriginal) => {
  const { fr } = await importOriginal<typeof import('../../src/content/translations/fr.ts')>();
  return { fr: { ...fr, ...(await import('../../tests/fixtures/every-kind.ts')).french } };
});

/** Where `part` is in `text` at or after `from`, failing with the text when it is not. */
function at(text: string, part: string, from: number): number {
  const found = text.indexOf(flattened(part), from);
  expect(found, `"${part}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
  return found;
}

describe.each<LanguageCode>(['en', 'fr'])('the resume in %s of an owner with every optional kind', { timeout: 60_000 }, (language) => {
  const content = contentIn(language);
  const { headings } = wordsIn(language).resume;
  let pdf: Buffer;
  let pages: number;
  let text = '';
  beforeAll(async () => {
    ({ pdf, pages } = await buildResume(language));
    text = flattened((await extractPdfText(pdf)).pageTexts.join('\n'));
  }, 60_000);

  it(`is at most ${MAX_PAGES} pages`, () => {
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);
  });

  it('prints each kind under its heading, after Skills and before Interests, every entry with its own texts', () => {
    const skills = at(text, ` ${headings.skills.toUpperCase()} `, 0);
    let from = skills;
    const kinds = [
      { heading: headings.certificates, entries: content.certificates.map((entry) => [entry.name, entry.issuer, formatDate(entry.date, language)]) },
      { heading: headings.awards, entries: content.awards.map((entry) => [entry.title, entry.awarder, formatDate(entry.date, language), entry.summary ?? '']) },
      { heading: headings.publications, entries: content.publications.map((entry) => [entry.title, entry.publisher, formatDate(entry.date, language), entry.summary ?? '']) },
      { heading: headings.spokenLanguages, entries: content.spokenLanguages.map((spoken) => [spoken.language, spoken.fluency]) },
    ];
    for (const { heading, entries } of kinds) {
      from = at(text, ` ${heading.toUpperCase()} `, from);
      const next = kinds.map((kind) => text.indexOf(` ${kind.heading.toUpperCase()} `, from + 1)).filter((index) => index > from);
      const end = Math.min(text.indexOf(` ${headings.interests.toUpperCase()} `, from), ...next);
      for (const parts of entries) {
        let inEntry = from;
        for (const part of parts.filter(Boolean)) inEntry = at(text, part, inEntry);
        expect(inEntry, `${parts[0]} under ${heading}`).toBeLessThan(end);
      }
    }
    at(text, ` ${headings.interests.toUpperCase()} `, from);
  });

  it('prints the highlights of a job and of a degree as a bulleted list after its description', () => {
    for (const entry of [...content.experience, ...content.education]) {
      let from = at(text, entry.description, 0);
      for (const highlight of entry.highlights ?? []) from = at(text, `• ${highlight}`, from);
    }
  });

  it('links the certificates and publications that have an address', async () => {
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const urls: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const annotations = (await (await document.getPage(number)).getAnnotations()) as { subtype: string; url?: string }[];
      urls.push(...annotations.filter((annotation) => annotation.subtype === 'Link' && annotation.url).map((annotation) => annotation.url!));
    }
    await document.destroy();
    for (const url of [...content.certificates, ...content.publications].flatMap((entry) => (entry.url ? [entry.url] : []))) expect(urls).toContain(url);
  });

  it("writes resume.json with each kind in the standard's own section, valid against its schema", () => {
    const written = jsonResume(content, 'https://example.org/', 'https://example.org/resume.json', language);
    expect(jsonResumeProblems(written)).toEqual([]);
    expect(written.certificates?.map((entry) => entry.name)).toEqual(content.certificates.map((entry) => entry.name));
    expect(written.awards?.map((entry) => [entry.title, entry.summary])).toEqual(content.awards.map((entry) => [entry.title, entry.summary]));
    expect(written.publications?.map((entry) => [entry.name, entry.releaseDate])).toEqual(content.publications.map((entry) => [entry.title, entry.date]));
    expect(written.languages).toEqual(content.spokenLanguages.map(({ language: spoken, fluency }) => ({ language: spoken, fluency })));
    expect(written.work.flatMap((job) => job.highlights ?? [])).toEqual(content.experience.flatMap((job) => job.highlights ?? []));
    expect(written.education.flatMap((school) => school.highlights ?? [])).toEqual(content.education.flatMap((school) => school.highlights ?? []));
  });
});
