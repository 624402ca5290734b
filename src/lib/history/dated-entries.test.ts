import { describe, expect, it } from 'vitest';
import { formatDate, newestDatedFirst } from './dated-entries.ts';

describe('formatDate: a year, a month or a day, as JSON Resume writes them', () => {
  it('prints a year as it is, a month as the history does, a day with its month in words', () => {
    expect(formatDate('2024', 'en')).toBe('2024');
    expect(formatDate('2024-05', 'en')).toBe('May 2024');
    expect(formatDate('2024-05-17', 'en')).toBe('May 17, 2024');
    expect(formatDate('2024-05', 'fr')).toBe('mai 2024');
    expect(formatDate('2024-05-17', 'fr')).toBe('17 mai 2024');
  });

  it('keeps New Year\'s Day in its year wherever the machine is, with plain spaces', () => {
    expect(formatDate('2025-01-01', 'en')).toBe('Jan 1, 2025');
    expect(formatDate('2025-12-31', 'fr')).not.toMatch(/[\u00A0\u202F]/);
  });
});

describe('newestDatedFirst', () => {
  it('puts the latest first, a month of a year before the year alone, and keeps equal dates in order', () => {
    const entries = [{ id: 'a', date: '2022' }, { id: 'b', date: '2024' }, { id: 'c', date: '2024-05-17' }, { id: 'd', date: '2024-05' }, { id: 'e', date: '2022' }];
    expect(newestDatedFirst(entries).map(({ id }) => id)).toEqual(['c', 'd', 'b', 'a', 'e']);
  });
});
