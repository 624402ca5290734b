import { describe, expect, it } from 'vitest';
import { enWords } from '@/config/dictionary/en-words.ts';
import { FULL_NAME_STEPS, headerFit, NAV_STEPS, twoLineWidthRem } from './header-fit.ts';

describe('twoLineWidthRem', () => {
  it('is the wider of the two best-balanced lines, breaking at spaces and after hyphens', () => {
    const one = twoLineWidthRem('Abcde');
    expect(twoLineWidthRem('Abcde Fghij')).toBeCloseTo(one);
    expect(twoLineWidthRem('Abcde-Fghij')).toBeCloseTo(twoLineWidthRem('Abcde- Fghij'));
    expect(twoLineWidthRem('Ab Cdefghijklmnop')).toBeCloseTo(twoLineWidthRem('Cdefghijklmnop'));
  });
});

describe('headerFit', () => {
  it('gives a longer name a later limit for the links and for the full name', () => {
    const short = headerFit('Ab Cd');
    const long = headerFit('Maximiliana Rodríguez-Castillo');
    expect(short.navFrom).not.toBeNull();
    expect(long.navFrom).not.toBeNull();
    expect(long.navFrom!).toBeGreaterThan(short.navFrom!);
    expect(long.fullNameFrom).toBeGreaterThan(short.fullNameFrom);
  });

  it('leaves room for a language switch, and for a language whose words are longer, and for nothing else', () => {
    const english = headerFit('Ab Cd');
    expect(headerFit('Ab Cd', { words: enWords, switchNames: [] })).toEqual(english);
    expect(headerFit('Ab Cd', { words: enWords, switchNames: ['Français'] }).navFrom!).toBeGreaterThan(english.navFrom!);
    const longer = { ...enWords, header: { ...enWords.header, sections: { ...enWords.header.sections, skills: 'Compétences techniques' } } };
    expect(headerFit('Ab Cd', { words: longer, switchNames: [] }).navFrom!).toBeGreaterThan(english.navFrom!);
    // On a phone the switch is in the menu: the bar's room for the name is the same.
    expect(headerFit('Ab Cd', { words: enWords, switchNames: ['Français'] }).fullNameFrom).toBe(english.fullNameFrom);
  });

  it('takes the link to an optional section into the bar without asking more room than the six links had: they sit closer', () => {
    for (const name of ['Ab Cd', 'Avery Quinn', 'Marie-Hélène Østergård-Nguyễn', 'Maximiliana Rodríguez-Castillo']) {
      const six = headerFit(name);
      const seven = headerFit(name, { words: enWords, switchNames: [], optionalLinks: [enWords.header.optionalSections.writing] });
      expect(seven, name).toEqual(six);
    }
    // A longer word for it than the room the closer links free does ask for more.
    const long = headerFit('Avery Quinn', { words: enWords, switchNames: [], optionalLinks: ['Writing, talks and other publications'] });
    expect(long.navFrom ?? Infinity).toBeGreaterThan(headerFit('Avery Quinn').navFrom!);
    expect(headerFit('Ab Cd', { words: enWords, switchNames: [], optionalLinks: [] })).toEqual(headerFit('Ab Cd'));
  });

  it('only ever chooses a step the stylesheet has rules for, or no links at all for a name too long for any bar', () => {
    for (const name of ['A', 'Ab Cd', 'Maximiliana Rodríguez-Castillo', 'Wolfeschlegelsteinhausenbergerdorff Senior']) {
      const fit = headerFit(name);
      if (fit.navFrom !== null) expect(NAV_STEPS).toContain(fit.navFrom);
      expect(FULL_NAME_STEPS).toContain(fit.fullNameFrom);
    }
    expect(headerFit('Wolfeschlegelsteinhausenbergerdorff Senior').navFrom).toBeNull();
  });
});
