/** Prints the rows as one plain-text table with aligned columns. */
import type { BenchRow } from './bench-rows.ts';
import type { Verdict } from './targets.ts';

const HEADINGS = ['Metric', 'Mobile', 'Desktop', 'Target', 'Result'] as const;

/** One word for the row: the worst verdict, naming the form factor that earned it. */
function result(row: BenchRow): string {
  const { mobile, desktop } = row.verdicts;
  for (const worst of ['fail', 'warn'] as Verdict[]) {
    const where = [mobile === worst && 'mobile', desktop === worst && 'desktop'].filter(Boolean);
    if (where.length === 0) continue;
    const word = worst === 'fail' ? 'FAIL' : 'warn';
    return row.desktop === '–' ? word : `${word} (${where.join(', ')})`;
  }
  return mobile === 'pass' || desktop === 'pass' ? 'pass' : '';
}

export function formatTable(rows: BenchRow[]): string {
  // Labels align left; values right, so units and decimals line up.
  return textTable([[...HEADINGS], ...rows.map((row) => [row.label, row.mobile, row.desktop, row.target, result(row)])], [1, 2]);
}

/** Rows of cells as a plain-text table, the first row its headings; `alignRight` names the columns aligned right. */
export function textTable(all: string[][], alignRight: number[] = []): string {
  const widths = all[0]!.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => (alignRight.includes(column) ? value.padStart(widths[column]!) : value.padEnd(widths[column]!))).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join('\n');
}
