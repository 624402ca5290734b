/**
 * The accent colour's contrast, checked at build time in both themes the way Mantine draws it
 * (src/styles/theme.ts; Mantine's getCSSColorVariables): links and accent text, a filled button's
 * label (black or white, as autoContrast picks it), a light badge's text, and a filled control
 * (focus ring, carousel dot, the title's bar) against the page. Text below 4.5:1 stops the build;
 * a control below 3:1 is a warning (each also carries a text label or another cue).
 */
import { darken, DEFAULT_THEME, isLightColor, luminance } from '@mantine/core';
import { PAGE_BACKGROUND } from '../../src/config/theme-colors.ts';
import type { Accent } from '../../src/content/types.ts';
import { accentShade, accentShades } from '../../src/lib/accent/accent-shades.ts';

/** WCAG 2 contrast ratio of two colours Mantine can parse (hex or rgba()). */
export function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastFinding {
  severity: 'error' | 'warning';
  message: string;
}

const TEXT = 4.5;
const CONTROL = 3;

/** Every pair below its WCAG AA minimum, as owner-readable lines naming the shade to change. */
export function accentContrastFindings(accent: Accent): ContrastFinding[] {
  const shades = accentShades(accent);
  const shade = accentShade(accent);
  const labelOn = (fill: string) => (isLightColor(fill, DEFAULT_THEME.luminanceThreshold) ? '#000000' : '#ffffff');
  const pairs = [
    { theme: 'light', what: `link and accent text (shade ${shade.light})`, fore: shades[shade.light]!, back: PAGE_BACKGROUND.light, min: TEXT },
    { theme: 'light', what: `a filled button's label on shade ${shade.light}`, fore: labelOn(shades[shade.light]!), back: shades[shade.light]!, min: TEXT },
    { theme: 'light', what: 'a light badge (shade 9 on shade 1)', fore: shades[9], back: shades[1], min: TEXT },
    { theme: 'light', what: `a filled control (shade ${shade.light}) against the page`, fore: shades[shade.light]!, back: PAGE_BACKGROUND.light, min: CONTROL },
    { theme: 'dark', what: 'link and accent text (shade 4)', fore: shades[4], back: PAGE_BACKGROUND.dark, min: TEXT },
    { theme: 'dark', what: `a filled button's label on shade ${shade.dark}`, fore: labelOn(shades[shade.dark]!), back: shades[shade.dark]!, min: TEXT },
    { theme: 'dark', what: 'a light badge (shade 0 on shade 9 darkened)', fore: shades[0], back: darken(shades[9], 0.5), min: TEXT },
    { theme: 'dark', what: `a filled control (shade ${shade.dark}) against the page`, fore: shades[shade.dark]!, back: PAGE_BACKGROUND.dark, min: CONTROL },
  ] as const;
  return pairs.flatMap(({ theme, what, fore, back, min }) => {
    const ratio = contrastRatio(fore, back);
    if (ratio >= min) return [];
    // The accent is the label's background for a button, the foreground otherwise; it must move
    // away from what it sits on (or carries).
    const accentIsBack = fore === '#000000' || fore === '#ffffff';
    const accentLighter = accentIsBack ? luminance(back) > luminance(fore) : luminance(fore) > luminance(back);
    return [
      {
        severity: min === TEXT ? 'error' : 'warning',
        message: `accent.ts: ${theme} theme: ${what} has contrast ${ratio.toFixed(2)}:1, below ${min}:1 (${fore} on ${back}); choose a ${
          accentLighter ? 'lighter' : 'darker'
        } shade or colour`,
      } as const,
    ];
  });
}
