/** What `npm start` repeats after its quiet build (scripts/start.ts). */

/**
 * The lines of a build's output that it marks as something for the owner to see: `WARNING`
 * (the resume's paging, a photo too small for its largest size, sample art still in place, no
 * browser for the install screenshots) and Vite's `(!)`. Colour codes dropped, each line once.
 */
export function buildWarnings(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes are control characters
  const lines = output.replace(/\x1B\[[0-9;]*m/g, '').split(/\r?\n/);
  return [...new Set(lines.map((line) => line.trim()).filter((line) => /\bWARNING\b|^\(!\)/.test(line)))];
}
