/**
 * How much to slow a browser's CPU so that a page runs as on a mid-tier phone, on any machine:
 * Lighthouse's `benchmarkIndex` of the machine (its own `computeBenchmarkIndex`, run in a page
 * of the browser being measured) turned into a slowdown by Lighthouse's CPU throttling
 * calculator. The bench (tools/bench/cpu-calibration.ts) and the timed browser tests share it:
 * a machine busy with other work reads a lower index and is slowed less, so a phone's pace is
 * what they measure either way.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's CPU throttling calculator (its docs' throttling page): the slowdown that brings a
 * machine of this index to the mid-tier phone its mobile model stands for. Below 150 a machine
 * is already as slow as that phone.
 */
export function phoneSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** One reading of the machine's index in `page` (about a second: Lighthouse's two 500 ms loops). */
export function readBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}
