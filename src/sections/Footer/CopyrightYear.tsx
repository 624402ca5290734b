/**
 * The current year. The prerendered page carries the build year; the first-response script
 * puts in the visitor's own, so a page built in December still reads right in January.
 */
import { CURRENT_YEAR_ATTRIBUTE, marked } from '@/config/page-seams.ts';
export function CopyrightYear() {
  return <span {...marked(CURRENT_YEAR_ATTRIBUTE)}>{__BUILD_YEAR__}</span>;
}
