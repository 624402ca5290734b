/**
 * Lines of a resume written right to left (Arabic, Hebrew, Persian, Urdu: `directionOf` in
 * src/config/language-codes.ts). pdfkit wraps and places text left to right only, and lays a
 * string out word by word, so an Arabic sentence would print with its words in reverse. Here the
 * text is broken into lines by its words, each line put in visual order by the Unicode bidi
 * algorithm (bidi-js, levels resolved once per paragraph as UAX #9 asks), and each piece of one
 * run and one level drawn whole, so fontkit joins its Arabic letters. A left-to-right page never
 * comes here: its PDF stays what pdfkit alone makes of it.
 */
import bidiFactory from 'bidi-js';
import type { Run } from './run.ts';

const bidi = bidiFactory();

/** Any features at all make pdfkit hand fontkit the whole piece rather than word by word. */
const WHOLE = { features: [] };

/** A letter of a script written right to left. */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** fontkit shapes a string in the script of its first letter and reverses it when that script is written right to left. */
const FONTKIT_REVERSES = new RegExp(`^[\\p{Script=Common}\\p{Script=Inherited}]*${RIGHT_TO_LEFT_LETTER.source}`, 'u');

/**
 * A line's height, and its baseline below the line's top, in ems of its largest type. Noto Sans Arabic's own line
 * box (2.1 em, room for marks stacked above and below) would double the resume; Arabic print sets about 1.5.
 */
const LINE = { height: 1.45, baseline: 1.05 };

/** The width of `text` in `run`'s style, which it leaves set (a run without a font or colour keeps the current one). */
function styled(doc: PDFKit.PDFDocument, run: Run, text: string): number {
  if (run.font) doc.font(run.font);
  if (run.color) doc.fillColor(run.color);
  return doc.fontSize(run.size!).widthOfString(text, WHOLE);
}

/**
 * Noto Sans Arabic draws a letter as a dotless body and its dots, one body for several letters, so the font's map
 * back to text cannot tell ب from ت: the piece says what it reads (ActualText). poppler's pdftotext (22) places such
 * a span only when it opens and closes inside the text object, where pdfkit alone writes; and it spreads the text over
 * the piece left to right and orders it itself, so the span gives it as it lies on the page.
 */
function drawSaying(doc: PDFKit.PDFDocument, visual: string | undefined, draw: () => void): void {
  if (visual === undefined) return draw();
  const addContent = doc.addContent.bind(doc);
  const saying = `<FEFF${Buffer.from(visual, 'utf16le').swap16().toString('hex')}>`;
  doc.addContent = (data: string) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    return data === 'BT' ? addContent(`/Span <</ActualText ${saying}>> BDC`) : doc;
  };
  draw();
  doc.addContent = addContent;
}

/** Characters `start` to `end` (inclusive) of `text` in visual order, as pieces of one run and one level each. */
function visualPieces(text: string, runOf: readonly Run[], levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number) {
  const pieces: { run: Run; level: number; visual: string; glyphs: string[] }[] = [];
  for (const index of bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1)) {
    const [level, char] = [levels.levels[index]!, text[index]!];
    // A bracket in a right-to-left stretch faces the other way (UAX #9, rule L4).
    const glyph = (level % 2 === 1 ? bidi.getMirroredCharacter(char) : null) ?? char;
    const last = pieces.at(-1);
    if (last && last.run === runOf[index] && last.level === level) [last.visual, last.glyphs] = [last.visual + char, [...last.glyphs, glyph]];
    else pieces.push({ run: runOf[index]!, level, visual: char, glyphs: [glyph] });
  }
  // fontkit reverses what it reads as Arabic or Hebrew, so those pieces go to it in reading order.
  return pieces.map(({ run, visual, glyphs }) => ({ run, visual, reversed: FONTKIT_REVERSES.test(visual), text: (FONTKIT_REVERSES.test(visual) ? glyphs.reverse() : glyphs).join('') }));
}

/** Draws `runs` right-aligned in the mirror image of the box a left-to-right page would use (`x` from the left, `width`). */
export function writeRightToLeft(doc: PDFKit.PDFDocument, runs: readonly Run[], x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
  const text = runs.map((run) => run.text).join('');
  const runOf = runs.flatMap((run) => Array.from({ length: run.text.length }, () => run));
  // A line with no right-to-left letter at all (a phone number, an address) still reads left to right: +1 (555) 010-0142.
  const levels = bidi.getEmbeddingLevels(text, RIGHT_TO_LEFT_LETTER.test(text) ? 'rtl' : 'ltr');
  const em = Math.max(...runs.map((run) => run.size!));
  const height = em * LINE.height + (options.lineGap ?? 0);
  let [start, end, used, top] = [0, 0, 0, y];
  const drawLine = () => {
    const pieces = visualPieces(text, runOf, levels, start, start + text.slice(start, end).trimEnd().length - 1);
    const widths = pieces.map((piece) => styled(doc, piece.run, piece.text));
    const lineWidth = widths.reduce((sum, width) => sum + width, 0);
    let left = doc.page.width - x - (options.align === 'right' ? (options.width ?? lineWidth) : lineWidth);
    pieces.forEach((piece, at) => {
      styled(doc, piece.run, '');
      drawSaying(doc, piece.reversed ? piece.visual : undefined, () => doc.text(piece.text, left, top + em * LINE.baseline, { ...WHOLE, lineBreak: false, baseline: 'alphabetic' }));
      // pdfkit sizes a text's link from its line wrapper, which a piece drawn alone has not.
      if (piece.run.link) doc.link(left, top, widths[at]!, height, piece.run.link);
      left += widths[at]!;
    });
    [start, used, top] = [end, 0, top + height];
  };
  // Words keep their trailing spaces; each is measured in the run it starts in.
  for (const word of text.split(/(?<=\s)(?=\S)/)) {
    if (end > start && options.width !== undefined && used + styled(doc, runOf[end]!, word.trimEnd()) > options.width) drawLine();
    used += styled(doc, runOf[end]!, word);
    end += word.length;
  }
  drawLine();
  doc.y = top;
}
