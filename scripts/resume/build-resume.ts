/**
 * Builds one language's resume PDF in memory (the first language's unless told), laid out to whatever the content holds: on one page at full
 * size if it fits, else with its type shrunk step by step (down to the last of SCALES), else at full size
 * on two pages, what gives way left out past two (./gives-way), with a warning naming what moved past
 * the first page and what was left out. Only invalid content stops a build (scripts/content), never its length.
 *
 * The output is byte-for-byte reproducible: pdfkit derives the file ID from the info dictionary,
 * so pinning its dates pins the whole file, and an unchanged resume keeps its hash (and its
 * service-worker cache entry) from build to build.
 */
import PDFDocument from 'pdfkit';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { chooseFamily, type FontFamily } from './fonts.ts';
import { FONTS, MARGINS, PAPER, makePen } from './layout.ts';
import { Pager, pageOfEach, type MeasuredBlock } from './paging.ts';
import { GIVES_WAY, leftOutAfter, MAX_PAGES, type GivingWay } from './gives-way.ts';
import { pdfKeywords } from './pdf-keywords.ts';
import { resumeKeywords, resumeText, writeResume } from './resume-sections.ts';
import { resumeSourceIn, type ResumeSource } from './resume-source.ts';

/** Stands in for "now" in the PDF's metadata; any fixed instant keeps builds reproducible. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
/** Type scales tried, largest first, to keep the resume on one page; below the last, it reads too small. */
const SCALES = [1, 0.96, 0.92, 0.88] as const;

/** A measuring page tall enough for any resume: its height is read, never printed. */
const ENDLESS_PAGE_HEIGHT = 100_000;

export interface Resume {
  pdf: Buffer;
  pages: number;
  /** The type scale used: 1 is full size. */
  scale: number;
  fontFamily: string;
  /** What an owner should hear about: content past page one, characters no font can draw. */
  warnings: string[];
}

function newDocument(source: ResumeSource, family: FontFamily, size: string | [number, number], compress: boolean): PDFKit.PDFDocument {
  const { profile } = source.content;
  const doc = new PDFDocument({
    size,
    margins: MARGINS,
    compress,
    // The document's language, for screen readers and text extraction (the catalog's /Lang).
    lang: source.language,
    displayTitle: true,
    info: {
      Title: source.words.resume.title(profile.name),
      Author: profile.name,
      Subject: profile.summary,
      // What a recruiter's search matches on: every skill, then every project's technologies, each whole.
      Keywords: pdfKeywords(resumeKeywords(source)),
      Creator: 'scripts/resume',
      Producer: 'PDFKit',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  doc.registerFont(FONTS.regular, family.regular);
  doc.registerFont(FONTS.bold, family.bold);
  return doc;
}

/**
 * The height the content takes at each scale, block by block, each on its own endless page of
 * one scratch document (so the fonts are parsed once).
 */
function measure(
  source: ResumeSource,
  family: FontFamily,
  paper: Paper,
  scales: readonly number[],
  leftOut: ReadonlySet<GivingWay> = new Set(),
): { scale: number; blocks: MeasuredBlock[]; bottom: number }[] {
  const endless: [number, number] = [paper.width, ENDLESS_PAGE_HEIGHT];
  const doc = newDocument(source, family, endless, false);
  return scales.map((scale, index) => {
    if (index > 0) doc.addPage({ size: endless, margins: MARGINS });
    const pager = new Pager();
    writeResume(makePen(doc, scale, source.language), pager, source, leftOut);
    return { scale, blocks: pager.measured, bottom: doc.y };
  });
}

/**
 * The layout at full size for a resume longer than a page: past MAX_PAGES, what gives way
 * (./gives-way) is left out step by step, each only while the resume is still too long.
 */
function fitToMaxPages(source: ResumeSource, family: FontFamily, paper: Paper, fullSize: MeasuredBlock[]): { blocks: MeasuredBlock[]; steps: number } {
  const pagesOf = (blocks: readonly MeasuredBlock[]) => Math.max(...pageOfEach(blocks, MARGINS.top, paper.height - MARGINS.bottom));
  let blocks = fullSize;
  let steps = 0;
  while (pagesOf(blocks) > MAX_PAGES && steps < GIVES_WAY.length) {
    steps += 1;
    blocks = measure(source, family, paper, [1], leftOutAfter(steps))[0]!.blocks;
  }
  return { blocks, steps };
}

type Paper = (typeof PAPER)[keyof typeof PAPER];

/** The resume in `language`, one of the site's languages. */
export async function buildResume(language: LanguageCode = FIRST_LANGUAGE): Promise<Resume> {
  const source = resumeSourceIn(language);
  // The content's paper, Letter unless it asks for A4 (the same in every language).
  const paper = PAPER[source.content.profile.resume.paper ?? 'Letter'];
  const { family, missing } = chooseFamily(resumeText(source));
  const warnings: string[] = [];
  if (missing.length > 0) warnings.push(`no embedded font has a glyph for ${missing.map((c) => JSON.stringify(c)).join(' ')}; the resume cannot print them`);

  const pageBottom = paper.height - MARGINS.bottom;
  const measured = measure(source, family, paper, SCALES);
  const onOnePage = measured.find(({ bottom }) => bottom <= pageBottom);
  const { scale, blocks, steps } = onOnePage ? { ...onOnePage, steps: 0 } : { scale: 1, ...fitToMaxPages(source, family, paper, measured[0]!.blocks) };
  const leftOut = leftOutAfter(steps);

  const doc = newDocument(source, family, paper.pdfkitName, true);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  const pager = new Pager(blocks);
  writeResume(makePen(doc, scale, source.language), pager, source, leftOut);
  doc.end();
  const pdf = await finished;

  if (steps > 0) {
    const parts = GIVES_WAY.slice(0, steps).map(({ says }) => says);
    warnings.push(`the resume leaves out ${parts.join(', then ')} to stay within ${MAX_PAGES} pages (the page shows them): shorten the content in src/content to bring them back`);
  }
  if (pages > 1) {
    const moved = pager.placed.filter((block) => block.page > 1).map((block) => block.label);
    warnings.push(
      `the resume runs onto ${pages} pages even with its type at ${Math.round(SCALES[SCALES.length - 1]! * 100)}%; ` +
        `past page 1: ${moved.join('; ')}. Shorten the content in src/content to bring it back to one page.`,
    );
  }
  return { pdf, pages, scale, fontFamily: family.name, warnings };
}
