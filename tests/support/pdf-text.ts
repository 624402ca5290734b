/**
 * Reads a PDF's text back the way a reader or an applicant-tracking system does, with PDF.js
 * (pdfjs-dist), so a test sees what a person copying from the resume would get.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text, lines joined by `\n`. */
  pageTexts: string[];
}

export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pageTexts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    pageTexts.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return { pages: document.numPages, pageTexts };
}

/** Text with every run of white space (line breaks included) as one space, for wrapped lines. */
export const flattened = (text: string): string => text.replace(/\s+/g, ' ').trim();
