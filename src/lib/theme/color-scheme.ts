/**
 * Theme choice (spec section 4): the saved choice wins, otherwise the system preference.
 * The one rule, run before the first paint by the inline script (src/app/inline/first-response.ts
 * imports it) and read by the page's Mantine through the root's attribute.
 */
export type ColorScheme = 'light' | 'dark';

/** localStorage key of the saved choice; Mantine's colour-scheme manager uses the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'theme';

function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

export function initialColorScheme(saved: string | null, systemPrefersDark: boolean): ColorScheme {
  if (isColorScheme(saved)) return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

export function toggledColorScheme(current: ColorScheme): ColorScheme {
  return current === 'dark' ? 'light' : 'dark';
}
