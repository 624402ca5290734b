import { describe, expect, it } from 'vitest';
import { everyClassStyled, unstyledClasses } from './styled-classes.ts';

describe('unstyledClasses', () => {
  const css = '.m_347db0ec{display:inline-flex}._hd4pf{position:fixed}';

  it('accepts a page whose generated classes all have rules', () => {
    expect(unstyledClasses('<span class="m_347db0ec mantine-Badge-root"></span><header class="_hd4pf">', css)).toEqual([]);
  });

  it("names a Mantine component whose stylesheet is missing, and the import that fixes it", () => {
    expect(unstyledClasses('<div class="m_e615b15f mantine-Card-root"></div>', css)).toEqual([
      "m_e615b15f (Mantine's Card: import '@mantine/core/styles/Card.css' in src/app/styles.ts)",
    ]);
  });

  it('finds a CSS module that no stylesheet carries, once', () => {
    expect(unstyledClasses('<p class="_c4rd9"></p><p class="_c4rd9"></p>', css)).toEqual(['_c4rd9']);
  });

  it('ignores hand-written and static classes', () => {
    expect(unstyledClasses('<p class="tabler-icon mantine-Text-root mantine-focus-auto"></p>', css)).toEqual([]);
  });
});

describe('everyClassStyled', () => {
  it("passes a page whose classes have rules in its CSS or its own <style>, and stops one that has a class with none", () => {
    const page = '<style>._inl1a{color:red}</style><p class="_inl1a _lnkd2"></p>';
    expect(everyClassStyled(page, { css: '._lnkd2{margin:0}' })).toBe(page);
    expect(() => everyClassStyled(page, { css: '' })).toThrow(/classes that no stylesheet defines:\n {2}_lnkd2$/);
  });
});
