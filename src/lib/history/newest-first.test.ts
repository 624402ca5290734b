import { describe, expect, it } from 'vitest';
import { byGraduation, newestFirst } from './newest-first.ts';

/** An entry labelled by its period, `2023-09/present`, so an order reads at a glance. */
const entry = (label: string) => {
  const [start = '', end = ''] = label.split('/');
  return { label, period: { start, end } };
};
const labels = (entries: { label: string }[]) => entries.map((item) => item.label);

describe('newestFirst', () => {
  it('puts the latest start first, so an ongoing older role sits below newer ones', () => {
    const entries = ['2022-07/2023-08', '2023-09/present', '2025-05/2025-08', '2024-01/2024-04'].map(entry);
    expect(labels(newestFirst(entries))).toEqual(['2025-05/2025-08', '2024-01/2024-04', '2023-09/present', '2022-07/2023-08']);
  });

  it('reads months within a year, not only years: December after September', () => {
    const entries = ['2024-09/2024-10', '2024-12/2024-12', '2024-10/2024-11'].map(entry);
    expect(labels(newestFirst(entries))).toEqual(['2024-12/2024-12', '2024-10/2024-11', '2024-09/2024-10']);
  });

  it('breaks a tie on the start by the later end, and leaves the input as it was', () => {
    const entries = ['2024-09/2024-12', '2024-09/present'].map(entry);
    expect(labels(newestFirst(entries))).toEqual(['2024-09/present', '2024-09/2024-12']);
    expect(entries[0]!.label).toBe('2024-09/2024-12');
  });
});

describe('byGraduation', () => {
  it('keeps a degree above an exchange semester taken during it, latest graduation first', () => {
    const entries = ['2018-09/2021-06', '2025-01/2025-06', '2022-09/2027-04', '2024-09/present'].map(entry);
    expect(labels(byGraduation(entries))).toEqual(['2024-09/present', '2022-09/2027-04', '2025-01/2025-06', '2018-09/2021-06']);
  });

  it('breaks a tie on the end by the later start', () => {
    const entries = ['2020-09/2024-04', '2024-01/2024-04'].map(entry);
    expect(labels(byGraduation(entries))).toEqual(['2024-01/2024-04', '2020-09/2024-04']);
  });
});
