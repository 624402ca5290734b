/**
 * Typesetting primitives for the resume: the page grid, type scale and colours, and the few
 * building blocks (section heading, entry header, paragraph, inline runs) every section is made of.
 * Everything is drawn through a Pen, which carries the type scale the fit chose (./fit-resume).
 */
import { accent } from '../../src/content/accent.ts';
import { accentShade, accentShades } from '../../src/lib/accent/accent-shades.ts';
import { directionOf, type LanguageCode } from '../../src/config/language-codes.ts';
import { writeRightToLeft } from './right-to-left.ts';
import type { Run } from './run.ts';

/** The page's margins, in points. */
export const MARGINS = { top: 38, bottom: 30, left: 50, right: 50 } as const;

/**
 * The paper sizes the content may choose (`profile.resume.paper`, Letter unless it says A4),
 * by pdfkit's name and in points (72 to the inch): Letter 8.5 × 11 in, A4 210 × 297 mm.
 */
export const PAPER = {
  Letter: { pdfkitName: 'LETTER', width: 612, height: 792 },
  A4: { pdfkitName: 'A4', width: 595.28, height: 841.89 },
} as const;

/**
 * The owner's accent (src/content/accent.ts), the shade the page uses for text on white: the
 * content check holds it to 4.5:1 on white, so headings and links in it read on paper too.
 */
const accentOnWhite = accentShades(accent)[accentShade(accent).light]!;

export const COLORS = {
  ink: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  accent: accentOnWhite,
  rule: '#cbd5e1',
} as const;

/** The names the embedded fonts are registered under (./fonts picks the files). */
export const FONTS = {
  regular: 'ResumeRegular',
  bold: 'ResumeBold',
} as const;

/** Type sizes at full scale, in points. */
const SIZES = {
  name: 26,
  tagline: 11,
  heading: 9.5,
  title: 10,
  body: 9.5,
  small: 8.6,
} as const;

/** Vertical rhythm at full scale, in points. */
const SPACE = {
  beforeSection: 13,
  afterHeading: 6,
  betweenEntries: 6,
  lineGap: 1.5,
  contactLine: 11.5,
} as const;

/** The document and the type scale everything on it is drawn at. */
export interface Pen {
  doc: PDFKit.PDFDocument;
  size: Record<keyof typeof SIZES, number>;
  space: Record<keyof typeof SPACE, number>;
  /** The page is written right to left: every line goes through ./right-to-left, mirrored. */
  rtl: boolean;
}

const scaled = <K extends string>(values: Record<K, number>, scale: number) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (value as number) * scale])) as Record<K, number>;

/** A pen whose type and spacing are `scale` times the full size (1 = as designed), for a page in `language`. */
export const makePen = (doc: PDFKit.PDFDocument, scale: number, language: LanguageCode): Pen => ({ doc, size: scaled(SIZES, scale), space: scaled(SPACE, scale), rtl: directionOf(language) === 'rtl' });

/**
 * Text as the PDF can print it. French typography's narrow no-break space (U+202F: before `:`
 * `!` `?`, inside « », and in what `Intl` writes for French) has no glyph in Plus Jakarta Sans:
 * left as it is, it prints as the font's empty .notdef box and extracts as U+0000. The no-break
 * space (U+00A0) keeps it from breaking the line and is in every embedded font.
 */
export const printable = (text: string): string => text.replace(/\u202F/g, '\u00A0');

/** What stands between the parts of a line: an entry's title and subtitle, a project's technologies, a group's levels, the interests, the languages spoken. */
export const SEPARATOR = '  ·  ';

export const contentWidth = ({ doc }: Pen): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export const leftEdge = ({ doc }: Pen): number => doc.page.margins.left;

/** Where a point `x` from the left of a left-to-right page lies on this page: mirrored when it is written right to left. */
export const across = ({ doc, rtl }: Pen, x: number): number => (rtl ? doc.page.width - x : x);

/** `doc.text` in the style already set (`size` its type size), its box mirrored on a page written right to left. */
export function put(pen: Pen, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions, size: number): void {
  if (pen.rtl) writeRightToLeft(pen.doc, [{ text, size, ...(options.link ? { link: options.link } : {}) }], x, y, options);
  else pen.doc.text(text, x, y, options);
}

/** Writes runs one after another on shared lines, wrapping within `width`. */
export function writeRuns(pen: Pen, runs: Run[], x: number, y: number, width: number): void {
  const { doc } = pen;
  const styled = runs.map((run) => ({ font: FONTS.regular, size: pen.size.body, color: COLORS.body, ...run, text: printable(run.text) }));
  if (pen.rtl) return writeRightToLeft(pen.doc, styled, x, y, { width, lineGap: pen.space.lineGap });
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc
      .font(run.font ?? FONTS.regular)
      .fontSize(run.size ?? pen.size.body)
      .fillColor(run.color ?? COLORS.body);
    const options = { width, lineGap: pen.space.lineGap, continued, link: run.link ?? null };
    if (index === 0) doc.text(printable(run.text), x, y, options);
    else doc.text(printable(run.text), options);
  });
}

/**
 * An uppercase accent heading with a hairline running to the right margin. Drawn with no space
 * between its letters: text extractors (pdftotext, PDF.js, so applicant-tracking systems) read
 * a tracked heading's wider gaps as spaces ("E D U C AT I O N").
 */
export function sectionHeading(pen: Pen, title: string): void {
  const { doc, size, space } = pen;
  const x = leftEdge(pen);
  const y = doc.y + space.beforeSection;
  const label = printable(title.toUpperCase());
  doc.font(FONTS.bold).fontSize(size.heading).fillColor(COLORS.accent);
  put(pen, label, x, y, { lineBreak: false }, size.heading);
  const labelWidth = doc.widthOfString(label);
  const ruleY = y + size.heading * 0.42;
  doc
    .moveTo(across(pen, x + labelWidth + 8), ruleY)
    .lineTo(across(pen, x + contentWidth(pen)), ruleY)
    .lineWidth(0.6)
    .stroke(COLORS.rule);
  doc.x = x;
  doc.y = y + size.heading + space.afterHeading;
}

/**
 * A bold title, an optional muted subtitle after it, and an aside (dates) flush right. The title
 * is drawn first so the file's text runs title, subtitle, dates, the order a reader and an
 * extractor that follows the drawing order (PDF.js) both take.
 */
export function entryHeader(pen: Pen, entry: { title: string; subtitle?: string; aside?: string; link?: string }): void {
  const { doc, size } = pen;
  const x = leftEdge(pen);
  const y = doc.y;
  const width = contentWidth(pen);
  doc.font(FONTS.regular).fontSize(size.small);
  const aside = entry.aside === undefined ? undefined : printable(entry.aside);
  const asideWidth = aside ? doc.widthOfString(aside) + 12 : 0;
  const runs: Run[] = [{ text: entry.title, font: FONTS.bold, color: COLORS.ink, size: size.title, ...(entry.link ? { link: entry.link } : {}) }];
  if (entry.subtitle) runs.push({ text: `${SEPARATOR}${entry.subtitle}`, color: COLORS.muted, size: size.title });
  writeRuns(pen, runs, x, y, width - asideWidth);
  const below = doc.y;
  if (aside) {
    doc.font(FONTS.regular).fontSize(size.small).fillColor(COLORS.muted);
    // Nudged down so the smaller aside shares the title's baseline.
    put(pen, aside, x, y + (size.title - size.small) * 0.8, { width, align: 'right' }, size.small);
  }
  doc.x = x;
  doc.y = below + 1.5;
}

/** Body copy across the full measure. */
export function paragraph(pen: Pen, text: string): void {
  writeRuns(pen, [{ text }], leftEdge(pen), pen.doc.y, contentWidth(pen));
}

/** The mark before each item of a list: in every embedded font, and read back by extractors as a list's bullet. */
export const BULLET = '\u2022';

/** Items as a bulleted list across the full measure, each wrapping under its own first word. */
export function bulletList(pen: Pen, items: readonly string[]): void {
  const { doc, size } = pen;
  const x = leftEdge(pen);
  const indent = size.body * 1.1;
  for (const item of items) {
    const y = doc.y + 1;
    doc.font(FONTS.regular).fontSize(size.body).fillColor(COLORS.accent);
    put(pen, BULLET, x + 2, y, { lineBreak: false }, size.body);
    writeRuns(pen, [{ text: item }], x + indent, y, contentWidth(pen) - indent);
  }
  doc.x = x;
}

export function gap({ doc }: Pen, points: number): void {
  doc.y += points;
}
