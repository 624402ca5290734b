import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const fallbackFace = css.slice(css.indexOf("font-family: 'Plus Jakarta Sans Fallback'"));

describe('the fallback font face', () => {
  // If the web font or the fallback changes, the overrides must be recomputed, or the swap shifts text.
  it.each(['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'])('%s matches Capsize', (property) => {
    const { fontFaces } = createFontStack([entireMetricsCollection.plusJakartaSans, entireMetricsCollection.arial]);
    const expected = new RegExp(`${property}: ([\\d.]+%)`).exec(fontFaces)?.[1];
    expect(expected).toBeDefined();
    // Both faces, regular and bold, carry the same overrides.
    expect(fallbackFace.split(`${property}: ${expected};`)).toHaveLength(3);
  });

  it('loads the latin subset only', () => {
    expect(css.match(/\.woff2/g)).toHaveLength(1);
    expect(css).toContain('latin-wght-normal.woff2');
  });
});
