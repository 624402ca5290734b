/**
 * The current year. The prerendered page carries the build year; the first-response script
 * puts in the visitor's own, so a page built in December still reads right in January.
 */
export function CopyrightYear() {
  return <span data-current-year>{__BUILD_YEAR__}</span>;
}
