/**
 * Stops `vite build` and `vite` (dev) when the content breaks its schema, with the same
 * owner-readable list `npm run build` prints first (scripts/content/validate-content.ts).
 */
import type { Plugin } from 'vite';
import { contentErrorReport, validateContent } from '../content/validate-content.ts';

export function contentCheck(): Plugin {
  return {
    name: 'portfolio:content-check',
    buildStart() {
      const problems = validateContent();
      if (problems.length > 0) this.error(contentErrorReport(problems));
    },
  };
}
