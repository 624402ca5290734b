import { describe, expect, it } from 'vitest';
import type { BenchRow } from './bench-rows.ts';
import { checkBudget } from './budget.ts';
import { formatTable } from './report-table.ts';

const rows: BenchRow[] = [
  {
    label: 'Performance',
    mobile: '97',
    desktop: '100',
    target: 'mobile ≥ 95 (goal 100); desktop ≥ 100',
    verdicts: { mobile: 'warn', desktop: 'pass' },
    limits: { mobile: '≥ 95 (goal 100)', desktop: '≥ 100' },
  },
  {
    label: 'Total Blocking Time',
    mobile: '120 ms',
    desktop: '0 ms',
    target: '≤ 50 ms (mobile)',
    verdicts: { mobile: 'fail', desktop: 'none' },
    limits: { mobile: '≤ 50 ms', desktop: '' },
  },
  { label: 'Entry JS', mobile: '99.0 kB', desktop: '–', target: '≤ 120.0 kB', verdicts: { mobile: 'pass', desktop: 'none' }, limits: { mobile: '≤ 120.0 kB', desktop: '' } },
];

describe('formatTable', () => {
  it('aligns every column and names the form factor that misses', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^Metric\s+Mobile\s+Desktop\s+Target\s+Result$/);
    expect(lines[2]).toMatch(/warn \(mobile\)$/);
    expect(lines[3]).toMatch(/FAIL \(mobile\)$/);
    expect(lines[4]).toMatch(/pass$/);
    // Values are right-aligned: each row's mobile value ends in the same column.
    const ends = lines.slice(2).map((line, index) => line.indexOf(rows[index]!.mobile) + rows[index]!.mobile.length);
    expect(new Set(ends).size).toBe(1);
  });
});

describe('checkBudget', () => {
  it('fails on a missed limit and only warns below a goal, naming the page', () => {
    expect(checkBudget([{ title: 'fr/ (fr-CA)', rows }])).toEqual({
      failures: ['fr/ (fr-CA), Total Blocking Time (mobile): 120 ms, needs ≤ 50 ms'],
      warnings: ['fr/ (fr-CA), Performance (mobile): 97, needs ≥ 95 (goal 100)'],
    });
  });
});
