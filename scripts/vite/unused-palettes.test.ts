import { describe, expect, it } from 'vitest';
import { declaredPalettes, unusedPalettes, withoutPalettes } from './unused-palettes.ts';

// Mantine's default-css-variables.css in small: two palettes, one scheme's variants, one rule.
const css =
  ':root{--mantine-color-red-0:#fff5f5;--mantine-color-red-6:#fa5252;--mantine-color-pink-0:#fff0f6;--mantine-color-pink-6:#e64980;--mantine-color-error:var(--mantine-color-red-6)}' +
  ':root[data-mantine-color-scheme=dark]{--mantine-color-pink-filled:var(--mantine-color-pink-6);--mantine-color-red-filled:var(--mantine-color-red-6)}' +
  '.m_a{color:var(--mantine-color-dark-7)}';
const page = (style = css, body = '') => `<html><head><style>${style}</style></head><body>${body}</body></html>`;

describe('unusedPalettes', () => {
  it('finds the palettes a stylesheet declares', () => {
    expect(declaredPalettes(css)).toEqual(['red', 'pink']);
  });

  it("drops a palette whose only mentions are its own variables, and keeps one another variable refers to", () => {
    expect(unusedPalettes(css, [page()], ['const a=1'])).toEqual(['pink']);
  });

  it("keeps a palette a prerendered element's style names", () => {
    expect(unusedPalettes(css, [page(css, '<div style="--alert-color:var(--mantine-color-pink-light-color)"></div>')], [])).toEqual([]);
  });

  it('keeps a palette one page of several names', () => {
    expect(unusedPalettes(css, [page(), page(css, '<p style="color:var(--mantine-color-pink-6)"></p>')], [])).toEqual([]);
  });

  it('keeps a palette a script names, as a colour prop or as a variable', () => {
    expect(unusedPalettes(css, [page()], ['n({color:"pink",title:t})'])).toEqual([]);
    expect(unusedPalettes(css, [page()], ['x.style.color=`var(--mantine-color-pink-6)`'])).toEqual([]);
  });

  it('does not take a longer word for the name', () => {
    expect(unusedPalettes(css, [page()], ['const s="pinkish"'])).toEqual(['pink']);
  });
});

describe('withoutPalettes', () => {
  it("removes every variable of the palettes, in both schemes, and leaves the rest as it was", () => {
    expect(withoutPalettes(css, ['pink'])).toBe(
      ':root{--mantine-color-red-0:#fff5f5;--mantine-color-red-6:#fa5252;--mantine-color-error:var(--mantine-color-red-6)}' +
        ':root[data-mantine-color-scheme=dark]{--mantine-color-red-filled:var(--mantine-color-red-6)}' +
        '.m_a{color:var(--mantine-color-dark-7)}',
    );
  });
});
