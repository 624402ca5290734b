/**
 * Builds the one-page resume PDF in memory. The output is byte-for-byte reproducible: pdfkit
 * derives the file ID from the info dictionary, so pinning its dates pins the whole file, and an
 * unchanged resume keeps its hash (and its service-worker cache entry) from build to build.
 */
import PDFDocument from 'pdfkit';
import { profile } from '../../src/content/profile';
import { PAGE } from './layout';
import { writeResume } from './resume-sections';

/** Stands in for "now" in the PDF's metadata; any fixed instant keeps builds reproducible. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

export interface ResumeBuildOptions {
  /** Deflate the page streams (default). Tests turn it off to read the text back. */
  compress?: boolean;
}

export async function buildResumePdf(options: ResumeBuildOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    compress: options.compress ?? true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${profile.name} – Resume`,
      Author: profile.name,
      Subject: profile.summary,
      Creator: 'scripts/resume',
      Producer: 'PDFKit',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });

  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeResume(doc);
  doc.end();
  const pdf = await finished;
  // pdfkit silently flows overlong content onto a new page; a resume must stay on one.
  if (pages !== 1) throw new Error(`The resume ran onto ${pages} pages; trim the content in src/content.`);
  return pdf;
}
