/** Lines of a resume (a summary, its highlights) as running text: each a sentence, in order. */
export function sentences(lines: readonly (string | undefined)[]): string {
  return lines
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .map((line) => (/[.!?…:;]["'”’)]*$/.test(line) ? line : `${line}.`))
    .join(' ');
}
