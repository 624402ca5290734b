/**
 * The sample's resume in Arabic (the Arabic page's fixture): pdftotext
 * (default mode, as an applicant-tracking system reads it) gives its Arabic words in reading
 * order, letter for letter, with the Latin ones among them in place, and its headings sit against
 * the right margin, the layout mirrored.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hasPdftotext, pdftotext } from '../../tests/support/pdftotext.ts';
import { buildResume, type Resume } from './build-resume.ts';
import { MARGINS, PAPER } from './layout.ts';

// The sample with Arabic as a third language: the Arabic page's fixture (tests/fixtures/arabic-page/README.md).
vi.mock('@/content/languages.ts', async () => import('../../tests/fixtures/arabic-page/content/languages.ts'));
vi.mock('../../src/lib/languages/site-content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/languages/site-content.ts')>();
  const { ar } = await import('../../tests/fixtures/arabic-page/content/translations/ar.ts');
  const arabic = original.translateContent(original.contentIn('en'), ar);
  return { ...original, contentIn: (language: string) => (language === 'ar' ? arabic : original.contentIn(language)) };
});
// The fixture's case studies are the page's business, not the resume's: its project titles link nowhere here.
vi.mock('../case-studies/case-study-pages.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), caseStudiesIn: () => [] }));

/**
 * pdftotext's words, one space apart: without the embedding marks it puts around each stretch of
 * one direction (U+202A to U+202E), nor the punctuation it sets apart inside them (`إبداع .ابتكار`).
 */
const words = (text: string) => text.replace(/[\u202A-\u202E]/g, '').replace(/[.,،:()·]/g, ' ').trim().split(/\s+/).join(' ');

/** Each word pdftotext -bbox finds, with its box (points from the page's top left). */
function wordBoxes(pdf: Uint8Array): { word: string; xMin: number; xMax: number }[] {
  const folder = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  try {
    writeFileSync(join(folder, 'resume.pdf'), pdf);
    const { stdout } = spawnSync('pdftotext', ['-enc', 'UTF-8', '-bbox', join(folder, 'resume.pdf'), '-'], { encoding: 'utf8' });
    return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(([, xMin, xMax, word]) => ({
      word: word!,
      xMin: Number(xMin),
      xMax: Number(xMax),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.runIf(hasPdftotext())('buildResume, in a language written right to left', { timeout: 60_000 }, () => {
  let resume: Resume;
  let text: string;
  beforeAll(async () => {
    resume = await buildResume('ar');
    text = words(pdftotext(resume.pdf));
  });

  it('prints Arabic in a font that has it, with nothing missing', () => {
    expect(resume.fontFamily).toBe('Noto Sans Arabic');
    expect(resume.warnings.filter((warning) => warning.includes('glyph'))).toEqual([]);
  });

  it('reads back in reading order, letter for letter: the name, the tagline, the summary, a title among Latin words, the headings', () => {
    expect(text).toContain('Avery Quinn');
    expect(text).toContain(words('ميكاترونيكس. إبداع. ابتكار.'));
    // Letters Noto Sans Arabic draws on one shared body (ي ت ن ب) come back as themselves.
    expect(text).toContain(words('أدرس هندسة الميكاترونيكس وأصنع أشياء تستشعر وتفكر وتتحرك.'));
    expect(text).toContain(words('بكالوريوس هندسة الميكاترونيكس (برنامج تعاوني)'));
    expect(text).toContain(words('متدرب في هندسة الميكاترونيكس · Northwind Robotics'));
    expect(text).toContain(words('قبولها بلغة Python.'));
    const headings = ['التعليم', 'الخبرة العملية', 'المشاريع', 'المهارات'].map((heading) => text.indexOf(heading));
    expect(headings.every((at) => at >= 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
  });

  it('sets the headings against the right margin and the dates against the left', () => {
    const rightMargin = PAPER.Letter.width - MARGINS.right;
    // -bbox gives an Arabic word's letters as they lie on the page, left to right.
    const heading = wordBoxes(resume.pdf).find(({ word }) => [...word].reverse().join('') === 'التعليم');
    expect(heading, 'the education heading').toBeDefined();
    expect(heading!.xMax).toBeGreaterThan(rightMargin - 2);
    expect(heading!.xMax).toBeLessThanOrEqual(rightMargin + 0.5);
    const years = wordBoxes(resume.pdf).filter(({ word }) => /20\d\d/.test(word));
    expect(Math.min(...years.map(({ xMin }) => xMin))).toBeLessThan(MARGINS.left + 1);
  });
});
