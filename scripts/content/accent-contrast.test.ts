import { describe, expect, it } from 'vitest';
import { accentShades } from '../../src/lib/accent/accent-shades.ts';
import { accentContrastFindings, contrastRatio } from './accent-contrast.ts';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself (WCAG 2)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('accentShades', () => {
  it('spreads one colour into ten shades, lightest first, the colour itself at the filled shade (8 by default)', () => {
    const shades = accentShades({ colour: '#B4235A' });
    expect(shades).toHaveLength(10);
    expect(shades[8]).toBe('#b4235a');
    for (let index = 1; index < 10; index += 1) expect(contrastRatio(shades[index]!, '#ffffff')).toBeGreaterThan(contrastRatio(shades[index - 1]!, '#ffffff'));
  });

  it('uses ten given shades as they are', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `#0${index}0${index}0${index}`);
    expect(accentShades({ colour: ten })).toEqual(ten);
  });
});

describe('accentContrastFindings', () => {
  it('stops the build for accent text below 4.5:1 on the light page, naming the theme, the ratio and what to do', () => {
    const errors = accentContrastFindings({ colour: '#ffd43b' });
    expect(errors).toContainEqual(
      expect.stringMatching(/^accent\.ts: light theme: link and accent text \(shade 8\) has contrast 1\.\d\d:1, below 4\.5:1 .*choose a darker shade or colour$/),
    );
  });

  it('stops it for accent text below 4.5:1 on the dark page (shade 4 is the dark theme\'s text)', () => {
    const shades = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#333333', '#555555', '#444444', '#333333', '#0b5566', '#003344'];
    const messages = accentContrastFindings({ colour: shades });
    expect(messages).toContainEqual(expect.stringMatching(/^accent\.ts: dark theme: link and accent text \(shade 4\) .* choose a lighter shade or colour$/));
  });

  it('passes a teal whose filled shade is under 3:1 on the dark page: a button is named by its label, and state marks use the text shade', () => {
    expect(accentContrastFindings({ colour: '#0b7766' })).toEqual([]);
  });

  it('refuses a filled button whose label falls below 4.5:1, and passes a deep accent', () => {
    expect(accentContrastFindings({ colour: '#1c5fb8', shade: { light: 8, dark: 6 } })).toContainEqual(
      expect.stringMatching(/^accent\.ts: dark theme: a filled button's label on shade 6 has contrast 3\.\d\d:1, below 4\.5:1/),
    );
    expect(accentContrastFindings({ colour: '#1c5fb8' })).toEqual([]);
  });
});
