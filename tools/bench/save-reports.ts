/**
 * Keeps the raw material of a benchmark in `.bench/<timestamp>/` (git-ignored): each page's and
 * form factor's Lighthouse report as JSON and HTML (`lighthouse-fr-mobile.html`), and
 * `summary.json` with every figure and row.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchSummary, BenchTable } from './bench-rows.ts';
import type { LighthouseReport } from './lighthouse-run.ts';

export interface SavedBench {
  summary: BenchSummary;
  tables: BenchTable[];
  /** By page language and form factor: `en-mobile`, `fr-mobile`. */
  reports: Record<string, LighthouseReport>;
  /** What was measured and how, so old folders stay readable. */
  context: Record<string, unknown>;
}

export function saveReports(projectRoot: string, bench: SavedBench, now = new Date()): string {
  const folder = join(projectRoot, '.bench', now.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(folder, { recursive: true });
  for (const [name, report] of Object.entries(bench.reports)) {
    writeFileSync(join(folder, `lighthouse-${name}.json`), JSON.stringify(report.lhr, null, 2));
    writeFileSync(join(folder, `lighthouse-${name}.html`), report.html);
  }
  const performanceScores = Object.fromEntries(Object.entries(bench.reports).map(([name, report]) => [name, report.performanceScores]));
  const totalBlockingTimes = Object.fromEntries(Object.entries(bench.reports).map(([name, report]) => [name, report.totalBlockingTimes]));
  const summary = {
    ...bench.context,
    performanceScoresPerRun: performanceScores,
    totalBlockingTimeMsPerRun: totalBlockingTimes,
    ...bench.summary,
    tables: bench.tables,
  };
  writeFileSync(join(folder, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return folder;
}
