/**
 * The accent colour's contrast, checked at build time in both themes the way Mantine draws it
 * (src/styles/theme.ts; Mantine's getCSSColorVariables): links and accent text, a filled button's
 * label (black or white, as autoContrast picks it) and a light badge's text: below 4.5:1 stops
 * the build. The marks that say a state (the current section, the active photo) are drawn in the
 * accent text's shade (--accent-text), so its 4.5:1 covers their 3:1; the focus ring mixes its own
 * shade (styles/focus.css). A filled button's edge needs no contrast: its label names it (WCAG 1.4.11).
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

const TEXT = 4.5;

/** Every pair below 4.5:1, as owner-readable lines naming the shade to change. */
export function accentContrastFindings(accent: Accent): string[] {
  const shades = accentShades(accent);
  const shade = accentShade(accent);
  const labelOn = (fill: string) => (isLightColor(fill, DEFAULT_THEME.luminanceThreshold) ? '#000000' : '#ffffff');
  const pairs = [
    { theme: 'light', what: `link and accent text (shade ${shade.light})`, fore: shades[shade.light]!, back: PAGE_BACKGROUND.light },
    { theme: 'light', what: `a filled button's label on shade ${shade.light}`, fore: labelOn(shades[shade.light]!), back: shades[shade.light]! },
    { theme: 'light', what: 'a light badge (shade 9 on shade 1)', fore: shades[9], back: shades[1] },
    { theme: 'dark', what: 'link and accent text (shade 4)', fore: shades[4], back: PAGE_BACKGROUND.dark },
    { theme: 'dark', what: `a filled button's label on shade ${shade.dark}`, fore: labelOn(shades[shade.dark]!), back: shades[shade.dark]! },
    { theme: 'dark', what: 'a light badge (shade 0 on shade 9 darkened)', fore: shades[0], back: darken(shades[9], 0.5) },
  ] as const;
  return pairs.flatMap(({ theme, what, fore, back }) => {
    const ratio = contrastRatio(fore, back);
    if (ratio >= TEXT) return [];
    // The accent is the label's background for a button, the foreground otherwise; it must move
    // away from what it sits on (or carries).
    const accentIsBack = fore === '#000000' || fore === '#ffffff';
    const accentLighter = accentIsBack ? luminance(back) > luminance(fore) : luminance(fore) > luminance(back);
    return [`accent.ts: ${theme} theme: ${what} has contrast ${ratio.toFixed(2)}:1, below ${TEXT}:1 (${fore} on ${back}); choose a ${accentLighter ? 'lighter' : 'darker'} shade or colour`];
  });
}
