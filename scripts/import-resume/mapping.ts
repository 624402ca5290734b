/**
 * What the mappings (map-*.ts) share: the value each makes from a JSON Resume with what the owner
 * still has to do about it, and two ways with the resume's words (as running text, as ASCII).
 */

/** A content value made from a JSON Resume, with what the owner still has to do about it. */
export interface Imported<Value> {
  value: Value;
  /** Checklist lines, each starting with the content file it concerns. */
  todo: string[];
}

/** Lines of a resume (a summary, its highlights) as running text: each a sentence, in order. */
export function sentences(lines: readonly (string | undefined)[]): string {
  return lines
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .map((line) => (/[.!?…:;]["'”’)]*$/.test(line) ? line : `${line}.`))
    .join(' ');
}

/** Letters a decomposition leaves whole (`Đ` has no combining form), written in ASCII. */
const WHOLE_LETTERS: Record<string, string> = { Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', ß: 'ss', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Þ: 'Th', þ: 'th' };

/** "Maëlle Đặng-Tremblay" → "Maelle Dang-Tremblay": for names that must be plain ASCII (file names, keys). */
export function asciiFold(text: string): string {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '')].map((char) => WHOLE_LETTERS[char] ?? char).join('');
}
