/**
 * Theme choice (spec section 4): the saved choice wins, otherwise the system preference.
 * The same rule runs before first paint in index.html's inline script; keep the two in step.
 */
export type ColorScheme = 'light' | 'dark';

/** localStorage key of the saved choice; Mantine's colour-scheme manager uses the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'theme';

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

export function initialColorScheme(saved: string | null, systemPrefersDark: boolean): ColorScheme {
  if (isColorScheme(saved)) return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

export function toggledColorScheme(current: ColorScheme): ColorScheme {
  return current === 'dark' ? 'light' : 'dark';
}
