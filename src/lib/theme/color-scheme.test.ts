import { describe, expect, it } from 'vitest';
import { initialColorScheme, toggledColorScheme } from './color-scheme.ts';

describe('initialColorScheme', () => {
  it('uses the saved choice over the system preference', () => {
    expect(initialColorScheme('light', true)).toBe('light');
    expect(initialColorScheme('dark', false)).toBe('dark');
  });

  it('falls back to the system preference when nothing valid is saved', () => {
    expect(initialColorScheme(null, true)).toBe('dark');
    expect(initialColorScheme(null, false)).toBe('light');
    expect(initialColorScheme('auto', true)).toBe('dark');
    expect(initialColorScheme('garbage', false)).toBe('light');
  });
});

describe('toggledColorScheme', () => {
  it('flips between light and dark', () => {
    expect(toggledColorScheme('light')).toBe('dark');
    expect(toggledColorScheme('dark')).toBe('light');
  });
});

