/**
 * How much to slow this machine's CPU so that the page runs as on a mid-tier phone. Lighthouse's
 * fixed 4× is right only on a machine of `benchmarkIndex` about 1533; a faster one shows far
 * less blocking than a phone would (a machine of 3000 about 2.5 times less). So the bench reads
 * the machine's index, Lighthouse's own `computeBenchmarkIndex` in the Chromium it drives, and
 * turns it into a slowdown by Lighthouse's CPU throttling calculator.
 *
 * The index swings with load (1452 on a quiet machine, 82 while a test suite ran beside it), and
 * figures slowed by a busy machine's index would be junk: the median of a few readings is taken,
 * readings that spread too far are read again after a pause, and every Lighthouse run's own
 * index (`environment.benchmarkIndex`) must stay near the calibrated one, or the run is made
 * again and at last the bench refuses to report (docs/benchmark.md, decision 003).
 */
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { median } from './median.ts';

/** Readings per calibration; their median is the machine's index. */
const READINGS = 5;
/** Readings that spread more than this (largest over smallest) mean the load is moving. */
const MAX_SPREAD = 1.25;
/** A Lighthouse run whose own index is off the calibrated one by more than this is made again. */
export const MAX_RUN_DRIFT = 0.2;
/** Calibration attempts (each after a pause) before the bench gives up on a busy machine. */
const ATTEMPTS = 4;
const PAUSE_MS = 20_000;

export interface CpuCalibration {
  /** The median of the readings: this machine's Lighthouse `benchmarkIndex`. */
  benchmarkIndex: number;
  readings: number[];
  /** Lighthouse's `throttling.cpuSlowdownMultiplier` that makes this machine a mid-tier phone. */
  cpuSlowdown: number;
}

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

/** Whether a run's own index is close enough to the calibrated one for its figures to count. */
export function withinDrift(calibration: CpuCalibration, runIndex: number): boolean {
  return Math.abs(runIndex - calibration.benchmarkIndex) <= calibration.benchmarkIndex * MAX_RUN_DRIFT;
}

/** The line every report prints. */
export function describeCalibration({ benchmarkIndex, readings, cpuSlowdown }: CpuCalibration): string {
  return `benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${readings.map(Math.round).join(', ')}), CPU slowdown ${cpuSlowdown.toFixed(2)}× (Lighthouse's calculator)`;
}

/** One reading of the machine's index: Lighthouse's own function, run as Lighthouse runs it, in a page of the browser it measures. */
export function readBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

async function readIndexes(): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const read = () => readBenchmarkIndex(page);
    // The first reading in a fresh browser runs 20-40 % low on a quiet machine (its code not yet
    // optimised), enough alone to call the machine busy: read once and drop it.
    await read();
    const readings: number[] = [];
    for (let reading = 0; reading < READINGS; reading += 1) readings.push(await read());
    return readings;
  } finally {
    await browser.close();
  }
}

/** Reads the machine's index until its readings agree; refuses (throws) on a machine whose load keeps moving. */
export async function calibrateCpu(): Promise<CpuCalibration> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const readings = await readIndexes();
    const spread = Math.max(...readings) / Math.min(...readings);
    if (spread <= MAX_SPREAD) {
      const benchmarkIndex = median(readings);
      return { benchmarkIndex, readings, cpuSlowdown: phoneSlowdown(benchmarkIndex) };
    }
    console.log(`CPU calibration: readings ${readings.map(Math.round).join(', ')} spread ${spread.toFixed(2)}×, the machine's load is moving; again in ${PAUSE_MS / 1000} s.`);
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  throw new Error(`The machine's speed kept moving over ${ATTEMPTS} calibrations (benchmarkIndex readings more than ${MAX_SPREAD}× apart): no figures would mean anything. Wait until it is quieter (uptime's load average).`);
}
