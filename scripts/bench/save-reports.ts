/**
 * Keeps the raw material of a benchmark in `.bench/<timestamp>/` (git-ignored): each form
 * factor's Lighthouse report as JSON and HTML, and `summary.json` with every figure and row.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRow, BenchSummary } from './bench-rows';
import type { FormFactor, LighthouseReport } from './lighthouse-run';

export interface SavedBench {
  summary: BenchSummary;
  rows: BenchRow[];
  reports: Record<FormFactor, LighthouseReport>;
  /** What was measured and how, so old folders stay readable. */
  context: Record<string, unknown>;
}

export function saveReports(projectRoot: string, bench: SavedBench, now = new Date()): string {
  const folder = join(projectRoot, '.bench', now.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(folder, { recursive: true });
  for (const [formFactor, report] of Object.entries(bench.reports)) {
    writeFileSync(join(folder, `lighthouse-${formFactor}.json`), JSON.stringify(report.lhr, null, 2));
    writeFileSync(join(folder, `lighthouse-${formFactor}.html`), report.html);
  }
  const performanceScores = Object.fromEntries(Object.entries(bench.reports).map(([formFactor, report]) => [formFactor, report.performanceScores]));
  const totalBlockingTimes = Object.fromEntries(Object.entries(bench.reports).map(([formFactor, report]) => [formFactor, report.totalBlockingTimes]));
  const summary = {
    ...bench.context,
    performanceScoresPerRun: performanceScores,
    totalBlockingTimeMsPerRun: totalBlockingTimes,
    ...bench.summary,
    rows: bench.rows,
  };
  writeFileSync(join(folder, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return folder;
}
