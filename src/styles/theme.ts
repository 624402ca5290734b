import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep teal brand colour; shades 7–9 keep white text above WCAG AA contrast. */
const brand: MantineColorsTuple = [
  '#e6fcf8',
  '#d2f4ee',
  '#a6e8dc',
  '#76dbc9',
  '#4fd0b9',
  '#36c9af',
  '#24c5aa',
  '#0f8a76',
  '#0b7766',
  '#005f51',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 8 },
  colors: { brand },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: {
    fontWeight: '750',
  },
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
