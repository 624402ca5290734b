import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { extractPdfText, flattened } from '../../tests/support/pdf-text.ts';
import { periodTextIn } from '../../tests/support/period-text.ts';
import { buildResume } from './build-resume.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('buildResume, from the owner\'s content', { timeout: 30_000 }, () => {
  it('produces a PDF file', async () => {
    const { pdf } = await buildResume();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('is byte-for-byte identical from run to run', async () => {
    const [first, second] = await Promise.all([buildResume(), buildResume()]);
    expect(sha256(first.pdf)).toBe(sha256(second.pdf));
  });

  it('is the first language\'s resume unless told otherwise', async () => {
    const [unsaid, first] = await Promise.all([buildResume(), buildResume(FIRST_LANGUAGE)]);
    expect(sha256(unsaid.pdf)).toBe(sha256(first.pdf));
  });

  it.each(SITE_LANGUAGES.map(({ code }) => code))('prints the owner, every entry, project, skill and interest exactly as the content in %s writes them', async (language) => {
    const { profile, experience, education, projects, skillGroups, interests } = contentIn(language);
    const periodText = periodTextIn(language);
    const resume = await buildResume(language);
    const { pages, pageTexts } = await extractPdfText(resume.pdf);
    const text = flattened(pageTexts.join('\n'));
    expect(pages).toBe(resume.pages);
    // Every value compared as read back: wrapped, and joined after a hyphen at a line's end.
    const printed = (value: string) => expect(text).toContain(flattened(value));
    printed(profile.name);
    printed(profile.email);
    if (profile.phone) printed(profile.phone);
    printed(profile.summary);
    for (const entry of [...experience, ...education]) {
      printed(entry.description);
      printed(periodText(entry.period));
    }
    // Highlights as a bulleted list, unless the resume had to leave them out to stay within two pages (./gives-way).
    const highlightsLeftOut = resume.warnings.some((warning) => warning.includes('leaves out') && warning.includes('highlights'));
    for (const entry of [...experience, ...education]) for (const highlight of highlightsLeftOut ? [] : (entry.highlights ?? [])) printed(`• ${highlight}`);
    for (const entry of experience) printed(entry.title);
    for (const entry of education) printed(entry.degree);
    for (const project of projects) {
      printed(project.title);
      printed(project.description);
    }
    for (const skill of Object.values(skillGroups).flat()) printed(skill.name);
    for (const interest of interests) printed(interest.title);
  });

  it.each(SITE_LANGUAGES.map(({ code }) => code))('prints the skill levels and the technologies\' label in %s', async (language) => {
    const words = wordsIn(language);
    const text = flattened((await extractPdfText((await buildResume(language)).pdf)).pageTexts.join('\n'));
    expect(text).toContain(flattened(words.resume.labelled(words.resume.builtWith)).trim());
    const levels = new Set(Object.values(contentIn(language).skillGroups).flat().map((skill) => skill.level));
    for (const level of levels) expect(text).toContain(` ${words.skills.levels[level]} `);
  });

  it('is one page, or says in a warning what went past page one', async () => {
    const resume = await buildResume();
    if (resume.pages === 1) expect(resume.warnings.filter((warning) => warning.includes('pages'))).toEqual([]);
    else expect(resume.warnings.join('\n')).toMatch(/past page 1: /);
  });
});
