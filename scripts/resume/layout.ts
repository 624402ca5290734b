/**
 * Typesetting primitives for the resume: the page grid, type scale and colours, and the few
 * building blocks (section heading, entry header, paragraph, inline runs) every section is made of.
 * Only pdfkit's built-in Helvetica family is used, so no font files ship with the build.
 */
import type PDFDocument from 'pdfkit';

export const PAGE = {
  size: 'LETTER',
  margins: { top: 38, bottom: 30, left: 50, right: 50 },
} as const;

export const COLORS = {
  ink: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  accent: '#0f766e',
  rule: '#cbd5e1',
} as const;

export const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const SIZES = {
  name: 26,
  tagline: 11,
  heading: 9.5,
  title: 10,
  body: 9.5,
  small: 8.6,
} as const;

/** Vertical rhythm, in points. */
export const SPACE = {
  beforeSection: 13,
  afterHeading: 6,
  betweenEntries: 6,
  lineGap: 1.5,
} as const;

/** One stretch of text in a single style, for lines that mix weights or colours. */
export interface Run {
  text: string;
  font?: string;
  color?: string;
  size?: number;
  link?: string;
}

export function contentWidth(doc: PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function leftEdge(doc: PDFDocument): number {
  return doc.page.margins.left;
}

/** Writes runs one after another on shared lines, wrapping within `width`. */
export function writeRuns(doc: PDFDocument, runs: Run[], x: number, y: number, width: number): void {
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc
      .font(run.font ?? FONTS.regular)
      .fontSize(run.size ?? SIZES.body)
      .fillColor(run.color ?? COLORS.body);
    const options = { width, lineGap: SPACE.lineGap, continued, link: run.link ?? null };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

/** An uppercase accent heading with a hairline running to the right margin. */
export function sectionHeading(doc: PDFDocument, title: string): void {
  const x = leftEdge(doc);
  const y = doc.y + SPACE.beforeSection;
  const label = title.toUpperCase();
  const spacing = 1.2;
  doc.font(FONTS.bold).fontSize(SIZES.heading).fillColor(COLORS.accent);
  doc.text(label, x, y, { characterSpacing: spacing, lineBreak: false });
  const labelWidth = doc.widthOfString(label, { characterSpacing: spacing });
  const ruleY = y + SIZES.heading * 0.42;
  doc
    .moveTo(x + labelWidth + 8, ruleY)
    .lineTo(x + contentWidth(doc), ruleY)
    .lineWidth(0.6)
    .stroke(COLORS.rule);
  doc.x = x;
  doc.y = y + SIZES.heading + SPACE.afterHeading;
}

/** A bold title, an optional muted subtitle after it, and an aside (dates) flush right. */
export function entryHeader(
  doc: PDFDocument,
  entry: { title: string; subtitle?: string; aside?: string },
): void {
  const x = leftEdge(doc);
  const y = doc.y;
  const width = contentWidth(doc);
  let asideWidth = 0;
  if (entry.aside) {
    doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLORS.muted);
    asideWidth = doc.widthOfString(entry.aside) + 12;
    // Nudged down so the smaller aside shares the title's baseline.
    doc.text(entry.aside, x, y + (SIZES.title - SIZES.small) * 0.8, { width, align: 'right' });
  }
  const runs: Run[] = [{ text: entry.title, font: FONTS.bold, color: COLORS.ink, size: SIZES.title }];
  if (entry.subtitle) runs.push({ text: `  ·  ${entry.subtitle}`, color: COLORS.muted, size: SIZES.title });
  writeRuns(doc, runs, x, y, width - asideWidth);
  doc.x = x;
  doc.y += 1.5;
}

/** Body copy across the full measure. */
export function paragraph(doc: PDFDocument, text: string): void {
  writeRuns(doc, [{ text }], leftEdge(doc), doc.y, contentWidth(doc));
}

/**
 * Draws blocks side by side from the same top edge; afterwards the cursor sits under the
 * tallest one. Each block gets its column's left edge and width.
 */
export function columns(
  doc: PDFDocument,
  gutter: number,
  blocks: ((x: number, width: number) => void)[],
): void {
  const top = doc.y;
  const width = (contentWidth(doc) - gutter * (blocks.length - 1)) / blocks.length;
  let bottom = top;
  blocks.forEach((draw, index) => {
    doc.y = top;
    draw(leftEdge(doc) + index * (width + gutter), width);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = leftEdge(doc);
  doc.y = bottom;
}

export function gap(doc: PDFDocument, points: number): void {
  doc.y += points;
}
