import type { Accent } from './types.ts';

/**
 * The accent colour of buttons, links and highlights, in both themes. Give one colour
 * (`colour: '#b4235a'`: its lighter and darker shades are made from it) or ten shades, lightest
 * first, as here. The build checks that text and controls in it stay readable on the light and
 * the dark page (WCAG AA) and says which shade to change if not.
 */
export const accent: Accent = {
  colour: ['#e6fcf8', '#d2f4ee', '#a6e8dc', '#76dbc9', '#4fd0b9', '#36c9af', '#24c5aa', '#0f8a76', '#0b7766', '#005f51'],
  shade: { light: 8, dark: 8 },
};
