/**
 * The resume as an applicant-tracking system reads it: its text extracted by pdftotext (default
 * mode) and by PDF.js must hold every heading, the name, the email, the phone, each title,
 * company and date, each project title and each skill, each certificate, award, publication and
 * spoken language where the content has them, as the content writes them, in reading
 * order, with no heading spaced out letter by letter. Links are real link annotations, the
 * metadata names the owner and the language, and it is at most two pages. In each of the site's
 * languages, with that language's content and headings. Runs on whichever owner's content is in
 * src/content (the second-owner gate runs it on theirs).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { formatDate } from '../../src/lib/history/dated-entries.ts';
import { contentIn, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { extractPdfText, flattened, readPdfKeywords } from '../../tests/support/pdf-text.ts';
import { periodTextIn } from '../../tests/support/period-text.ts';
import { hasPdftotext, pdftotext } from '../../tests/support/pdftotext.ts';
import { buildResume } from './build-resume.ts';

/**
 * Fails unless each of `parts` is found in `text`, one after another, all inside the stretch
 * from `from` to `to` (indexes); returns where the last one ends.
 */
function expectInOrder(text: string, parts: string[], from: number, to: number, what: string): number {
  let at = from;
  for (const part of parts.map(flattened)) {
    const found = text.indexOf(part, at);
    expect(found >= 0 && found + part.length <= to, `${what}: "${part}" after position ${at} and before ${to} in:\n${text}`).toBe(true);
    at = found + part.length;
  }
  return at;
}

/** The resume's sections in `language`, in the order it prints them (a section with no entries is left out). */
function sectionHeadings(language: LanguageCode) {
  const { education, experience, interests, certificates, awards, publications, spokenLanguages } = contentIn(language);
  const { headings } = wordsIn(language).resume;
  const printed = Object.fromEntries(Object.entries(headings).map(([key, heading]) => [key, heading.toUpperCase()])) as typeof headings;
  const inOrder = [
    ...(education.length > 0 ? [printed.education] : []),
    ...(experience.length > 0 ? [printed.experience] : []),
    printed.projects,
    printed.skills,
    // The optional kinds, each only where the content has entries of it.
    ...(certificates.length > 0 ? [printed.certificates] : []),
    ...(awards.length > 0 ? [printed.awards] : []),
    ...(publications.length > 0 ? [printed.publications] : []),
    ...(spokenLanguages.length > 0 ? [printed.spokenLanguages] : []),
    ...(interests.length > 0 ? [printed.interests] : []),
  ];
  return { printed, inOrder };
}

/** Everything the content says the resume in `language` must show, checked in reading order in `raw`. */
function expectReadable(raw: string, language: LanguageCode): void {
  const { profile, education, experience, projects, skillGroups, skillGroupTitles, certificates, awards, publications, spokenLanguages } = contentIn(language);
  const { printed, inOrder: HEADINGS } = sectionHeadings(language);
  const periodText = periodTextIn(language);
  const text = flattened(raw);
  // Headings whole: "E D U C A T I O N" is what spacing between letters made of one.
  expect(text).not.toMatch(/(?<!\p{L})\p{Lu} \p{Lu} \p{Lu}(?!\p{L})/u);
  const headerEnd = expectInOrder(text, [profile.name, profile.email, ...(profile.phone ? [profile.phone] : [])], 0, text.length, 'the name and contacts');
  const starts = HEADINGS.map((heading) => {
    const at = text.indexOf(` ${heading} `);
    expect(at, `the heading ${heading}`).toBeGreaterThan(headerEnd - 1);
    return at;
  });
  starts.forEach((at, index) => {
    if (index > 0) expect(at, `${HEADINGS[index]} after ${HEADINGS[index - 1]}`).toBeGreaterThan(starts[index - 1]!);
  });
  const section = (heading: string) => {
    const index = HEADINGS.indexOf(heading);
    return { from: starts[index]!, to: starts[index + 1] ?? text.length };
  };
  for (const entry of education) {
    const { from, to } = section(printed.education);
    expectInOrder(text, [entry.degree, entry.institution, periodText(entry.period)], from, to, 'an education entry');
  }
  for (const job of experience) {
    const { from, to } = section(printed.experience);
    expectInOrder(text, [job.title, job.company, periodText(job.period)], from, to, 'a job');
  }
  // Each certificate, award, publication and spoken language under its own heading.
  const dated = [
    { heading: printed.certificates, entries: certificates.map((entry) => [entry.name, entry.issuer, formatDate(entry.date, language)]) },
    { heading: printed.awards, entries: awards.map((entry) => [entry.title, entry.awarder, formatDate(entry.date, language)]) },
    { heading: printed.publications, entries: publications.map((entry) => [entry.title, entry.publisher, formatDate(entry.date, language)]) },
    { heading: printed.spokenLanguages, entries: spokenLanguages.map((spoken) => [spoken.language, spoken.fluency]) },
  ];
  for (const { heading, entries } of dated) {
    for (const parts of entries) {
      const { from, to } = section(heading);
      expectInOrder(text, parts, from, to, `an entry under ${heading}`);
    }
  }
  for (const project of projects) {
    const { from, to } = section(printed.projects);
    expectInOrder(text, [project.title], from, to, 'a project');
  }
  // Each skill under its own group's title: after it, and before the next group's title.
  const skills = section(printed.skills);
  const groups = Object.entries(skillGroups)
    .filter(([, list]) => list.length > 0)
    .map(([key, list]) => {
      const title = flattened(skillGroupTitles[key] ?? key);
      const at = expectInOrder(text, [title], skills.from, skills.to, 'a skill group');
      return { key, list, start: at - title.length, at };
    });
  for (const group of groups) {
    const next = Math.min(skills.to, ...groups.map((other) => other.start).filter((start) => start > group.at));
    for (const skill of group.list) expectInOrder(text, [skill.name], group.at, next, `a skill of ${group.key}`);
  }
}

const pdftotextHere = hasPdftotext();
if (!pdftotextHere && !process.env.CI) {
  console.warn('ats-text: SKIPPED the pdftotext check: no pdftotext here (Debian: apt-get install poppler-utils, or npm run setup:browsers)');
}

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the resume in %s, read back as an applicant-tracking system reads it', (language) => {
  const { profile, skillGroups, certificates, publications } = contentIn(language);
  let pdf: Buffer;
  let pages: number;
  beforeAll(async () => {
    ({ pdf, pages } = await buildResume(language));
  }, 30_000);

  it('is at most two pages', () => {
    expect(pages).toBeLessThanOrEqual(2);
  });

  it('gives PDF.js every heading, the owner, each entry, project and skill, in reading order', async () => {
    const { pageTexts } = await extractPdfText(pdf);
    expectReadable(pageTexts.join('\n'), language);
  });

  it('draws no text with space between its letters (PDF character spacing), headings included', async () => {
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const spacings: number[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
      fnArray.forEach((fn, at) => {
        if (fn === OPS.setCharSpacing) spacings.push(Number((argsArray[at] as number[])[0]));
      });
    }
    await document.destroy();
    expect(spacings.filter((spacing) => spacing !== 0)).toEqual([]);
  });

  it.skipIf(!pdftotextHere && !process.env.CI)('gives pdftotext (default mode) the same, in reading order', () => {
    expectReadable(pdftotext(pdf), language);
  });

  it('links the email, the phone and the profile links with real link annotations', async () => {
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const urls: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const annotations = (await (await document.getPage(number)).getAnnotations()) as { subtype: string; url?: string }[];
      urls.push(...annotations.filter((annotation) => annotation.subtype === 'Link' && annotation.url).map((annotation) => annotation.url!));
    }
    await document.destroy();
    expect(urls).toContain(`mailto:${profile.email}`);
    if (profile.phone) expect(urls).toContain(`tel:${profile.phone.replace(/[^\d+]/g, '')}`);
    for (const url of [profile.social.linkedin, profile.social.github].filter(Boolean)) expect(urls).toContain(url);
    for (const entry of [...certificates, ...publications]) if (entry.url) expect(urls).toContain(entry.url);
  });

  it('names its title, author, subject, keywords and language in its metadata', async () => {
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    await document.destroy();
    expect(info.Title).toBe(wordsIn(language).resume.title(profile.name));
    expect(info.Author).toBe(profile.name);
    expect(info.Subject).toBe(profile.summary);
    const keywords = readPdfKeywords(String(info.Keywords));
    for (const skill of Object.values(skillGroups).flat()) expect(keywords).toContain(skill.name);
    expect(info.Language).toBe(language);
  });
});
