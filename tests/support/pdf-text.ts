/**
 * Reads a PDF's text back the way a reader or an applicant-tracking system does, with PDF.js
 * (pdfjs-dist), so a test sees what a person copying from the resume would get.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text, lines joined by `\n`. */
  pageTexts: string[];
  /** Each page's fill: how far down its lowest line of text reaches, 0 (top) to 1 (bottom edge). */
  pageFills: number[];
}

export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pageTexts: string[] = [];
  const pageFills: number[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const lines = items.filter((item) => 'str' in item && item.str.trim() !== '');
    pageTexts.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    // A text item's transform ends with its baseline's x and y, y counted up from the page's foot.
    const [, , , top] = page.view;
    const lowest = Math.min(top!, ...lines.map((item) => ('transform' in item ? (item.transform as number[])[5]! : top!)));
    pageFills.push(1 - lowest / top!);
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, pageTexts, pageFills };
}

/**
 * Text with every run of white space (line breaks included) as one space, for wrapped lines;
 * and no space after a hyphen, since a line may break after one ("finite-" / "element", or
 * "1-in-" / "100-year") and a reader joins the halves. Apply it to both sides of a comparison.
 */
export const flattened = (text: string): string => text.replace(/\s+/g, ' ').replace(/- /g, '-').trim();

export interface PdfGlyphs {
  /** Every character the pages draw, in drawing order, as their fonts map them back to Unicode. */
  drawn: string;
  /**
   * How many glyphs drawn are a font's .notdef (glyph 0): a character the font has no glyph
   * for, printed as an empty box or nothing, and read back as U+0000.
   */
  notdef: number;
}

/**
 * The glyphs a PDF draws, from its operator list rather than its text layer: PDF.js's text
 * layer turns every kind of space into a plain one, this keeps a no-break space as U+00A0.
 */
export async function extractPdfGlyphs(pdf: Uint8Array): Promise<PdfGlyphs> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  let drawn = '';
  let notdef = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
    fnArray.forEach((fn, at) => {
      if (fn !== OPS.showText) return;
      for (const glyph of (argsArray[at] as [unknown[]])[0]) {
        // Numbers in a shown string are spacing adjustments, not glyphs.
        if (typeof glyph !== 'object' || glyph === null) continue;
        const { unicode, originalCharCode } = glyph as { unicode: string; originalCharCode: number };
        // The embedded fonts are subset CID fonts: code 0 is glyph 0, .notdef.
        if (originalCharCode === 0) notdef += 1;
        drawn += unicode;
      }
    });
  }
  await document.destroy();
  return { drawn, notdef };
}

/** The keywords back from the field, as a reader that honours the quotes takes them (the resume's Keywords, scripts/resume/pdf-keywords.ts). */
export function readPdfKeywords(field: string): string[] {
  return [...field.matchAll(/\s*(?:"([^"]*)"|([^;]*))\s*(?:;|$)/g)]
    .map(([, quoted, plain]) => (quoted ?? plain ?? '').trim())
    .filter(Boolean);
}
