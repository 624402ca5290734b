import { describe, expect, it } from 'vitest';
import { unstyledClasses } from './inline-css.ts';

describe('unstyledClasses', () => {
  const css = '.m_347db0ec{display:inline-flex}._header_d4pfz_1{position:fixed}';

  it('accepts a page whose generated classes all have rules', () => {
    expect(unstyledClasses('<span class="m_347db0ec mantine-Badge-root"></span><header class="_header_d4pfz_1">', css)).toEqual([]);
  });

  it("names a Mantine component whose stylesheet is missing, and the import that fixes it", () => {
    expect(unstyledClasses('<div class="m_e615b15f mantine-Card-root"></div>', css)).toEqual([
      "m_e615b15f (Mantine's Card: import '@mantine/core/styles/Card.css' in src/app/styles.ts)",
    ]);
  });

  it('finds a CSS module that no stylesheet carries, once', () => {
    expect(unstyledClasses('<p class="_card_ab12c_3"></p><p class="_card_ab12c_3"></p>', css)).toEqual(['_card_ab12c_3']);
  });

  it('ignores hand-written and static classes', () => {
    expect(unstyledClasses('<p class="tabler-icon mantine-Text-root mantine-focus-auto"></p>', css)).toEqual([]);
  });
});
