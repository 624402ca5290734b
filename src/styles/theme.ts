import { createTheme, type CSSVariablesResolver, type MantineColorShade, type MantineColorsTuple } from '@mantine/core';
import { accent } from '@/content/accent.ts';
import { accentShade, accentShades } from '@/lib/accent/accent-shades.ts';

/**
 * The owner's accent colour (src/content/accent.ts), named `brand`; the build checks that its
 * text and controls keep WCAG AA contrast in both themes (scripts/content/accent-contrast.ts).
 */
const brand: MantineColorsTuple = accentShades(accent);
const shade = accentShade(accent) as { light: MantineColorShade; dark: MantineColorShade };

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: shade,
  colors: { brand },
  autoContrast: true,
  // The metric-matched fallback (styles/fonts.css), then the system's; the web font joins in
  // front of them where data-web-font is set (app/inline/web-font.ts).
  fontFamily: '"Plus Jakarta Sans Fallback", system-ui, sans-serif',
  // A 1.25 (major third) scale from a 16 px body; section titles and the name scale with the
  // viewport in their own modules (clamp), so a phone gets smaller steps than a laptop.
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '3.05rem', lineHeight: '1.1' },
      h2: { fontSize: '2.44rem', lineHeight: '1.15' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1rem', lineHeight: '1.35' },
    },
  },
  lineHeights: { md: '1.6' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});

/**
 * Mantine's default dimmed grey (#868e96 on white, 3.3:1) fails WCAG AA for body text; these
 * keep secondary text readable in both schemes (at least 5.9:1 on the page backgrounds).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: { '--mantine-color-dimmed': '#a1a1a1' },
});
