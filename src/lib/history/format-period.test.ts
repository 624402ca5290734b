import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod } from './format-period.ts';

describe('formatPeriod, in English', () => {
  it('prints a closed period as the page always has: short months, an en dash between', () => {
    expect(formatPeriod({ start: '2025-05', end: '2025-08' }, 'en')).toBe('May 2025 \u2013 Aug 2025');
  });

  it('prints an ongoing period with "Present"', () => {
    expect(formatPeriod({ start: '2023-09', end: 'present' }, 'en')).toBe('Sep 2023 \u2013 Present');
  });

  it('keeps the first and last month of a year in their year in UTC, wherever the machine is', () => {
    expect(formatMonth('2024-01', 'en')).toBe('Jan 2024');
    expect(formatMonth('2024-12', 'en')).toBe('Dec 2024');
  });

  it('gives text with plain spaces only, so server and browser print the same', () => {
    expect(formatPeriod({ start: '2022-09', end: '2027-04' }, 'en')).not.toMatch(/[\u00A0\u202F]/);
  });
});
