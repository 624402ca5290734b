/** Letters a decomposition leaves whole (`Đ` has no combining form), written in ASCII. */
const WHOLE_LETTERS: Record<string, string> = { Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', ß: 'ss', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Þ: 'Th', þ: 'th' };

/** "Maëlle Đặng-Tremblay" → "Maelle Dang-Tremblay": for names that must be plain ASCII (file names, keys). */
export function asciiFold(text: string): string {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '')].map((char) => WHOLE_LETTERS[char] ?? char).join('');
}
