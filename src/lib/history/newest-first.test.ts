import { describe, expect, it } from 'vitest';
import { byGraduation, newestFirst, periodRange } from './newest-first';

describe('periodRange', () => {
  it('reads months and years, with Present as ongoing', () => {
    expect(periodRange('Sep 2023 – Apr 2024')).toEqual({ start: 2023 * 12 + 8, end: 2024 * 12 + 3 });
    expect(periodRange('Sep 2023 - Present')).toEqual({ start: 2023 * 12 + 8, end: Number.POSITIVE_INFINITY });
  });
});

describe('newestFirst', () => {
  it('puts the latest start first, so an ongoing older role sits below newer ones', () => {
    const entries = [
      { period: 'Jul 2022 – Aug 2023' },
      { period: 'Sep 2023 – Present' },
      { period: 'May 2025 – Aug 2025' },
      { period: 'Jan 2024 – Apr 2024' },
    ];
    expect(newestFirst(entries).map((entry) => entry.period)).toEqual([
      'May 2025 – Aug 2025',
      'Jan 2024 – Apr 2024',
      'Sep 2023 – Present',
      'Jul 2022 – Aug 2023',
    ]);
  });

  it('breaks a tie on the start by the later end, and leaves the input as it was', () => {
    const entries = [{ period: 'Sep 2024 – Dec 2024' }, { period: 'Sep 2024 – Present' }];
    expect(newestFirst(entries).map((entry) => entry.period)).toEqual(['Sep 2024 – Present', 'Sep 2024 – Dec 2024']);
    expect(entries[0]!.period).toBe('Sep 2024 – Dec 2024');
  });
});

describe('byGraduation', () => {
  it('keeps a degree above an exchange semester taken during it, latest graduation first', () => {
    const entries = [
      { period: 'Sep 2018 – Jun 2021' },
      { period: 'Jan 2025 – Jun 2025' },
      { period: 'Sep 2022 – Apr 2027' },
      { period: 'Sep 2024 – Present' },
    ];
    expect(byGraduation(entries).map((entry) => entry.period)).toEqual([
      'Sep 2024 – Present',
      'Sep 2022 – Apr 2027',
      'Jan 2025 – Jun 2025',
      'Sep 2018 – Jun 2021',
    ]);
  });

  it('breaks a tie on the end by the later start', () => {
    const entries = [{ period: 'Sep 2020 – Apr 2024' }, { period: 'Jan 2024 – Apr 2024' }];
    expect(byGraduation(entries).map((entry) => entry.period)).toEqual(['Jan 2024 – Apr 2024', 'Sep 2020 – Apr 2024']);
  });
});
