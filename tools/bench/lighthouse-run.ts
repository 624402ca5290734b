/**
 * Lighthouse against the served build, in the Chromium the browser tests drive, with their flags.
 * Each run gets its own Chrome and so a fresh temporary profile (chrome-launcher makes one and
 * deletes it on kill): no service worker or HTTP cache from an earlier run can answer, so every
 * figure is a cold first visit. With several runs, Lighthouse's own median-run pick is reported.
 * Mobile runs at the CPU slowdown that makes this machine a mid-tier phone (cpu-calibration.ts),
 * and a run whose own benchmarkIndex strays from the calibrated one is made again, then refused.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { describeCalibration, MAX_RUN_DRIFT, withinDrift, type CpuCalibration } from './cpu-calibration.ts';
import { CATEGORIES } from './lighthouse-figures.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseReport {
  /** The parsed report of the reported (median) run. */
  lhr: Result;
  /** The same run as Lighthouse's HTML viewer. */
  html: string;
  /** Every run's performance score (0–100), to show how much the runs spread. */
  performanceScores: number[];
  /** Every run's Total Blocking Time (ms): the metric that spreads most between runs here. */
  totalBlockingTimes: number[];
}

/** Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G, its CPU slowdown set by the calibration); desktop its preset. */
const CONFIGS: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export type ThrottlingMethod = 'simulate' | 'devtools';

/** A run again after this pause when its machine's speed strayed; then the bench refuses. */
const STRAYED_RETRIES = 2;
const STRAYED_PAUSE_MS = 15_000;

/**
 * One run, in a Chrome of its own: a cold first visit. `throttling`: Lighthouse's simulated
 * model (its default), or `devtools`, which slows the real page load so that a response is read
 * as it streams in (the model waits for a page's whole HTML before anything can paint).
 * Mobile's CPU is slowed by the calibration's multiplier; desktop keeps its preset's.
 */
export async function runLighthouseOnce(url: string, formFactor: FormFactor, calibration: CpuCalibration, throttling: ThrottlingMethod = 'simulate'): Promise<{ lhr: Result; html: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await runInOwnChrome(url, formFactor, calibration, throttling);
    const runIndex = result.lhr.environment.benchmarkIndex;
    if (formFactor === 'desktop' || withinDrift(calibration, runIndex)) return result;
    const strayed = `this run's benchmarkIndex ${Math.round(runIndex)} is more than ${MAX_RUN_DRIFT * 100} % off the calibrated ${describeCalibration(calibration)}`;
    if (attempt === STRAYED_RETRIES) throw new Error(`Not reporting ${url}: ${strayed}, ${attempt + 1} times. The machine's load moved; measure when it is quieter.`);
    console.log(`(${strayed}: the run is made again in ${STRAYED_PAUSE_MS / 1000} s) `);
    await new Promise((resolve) => setTimeout(resolve, STRAYED_PAUSE_MS));
  }
}

async function runInOwnChrome(url: string, formFactor: FormFactor, calibration: CpuCalibration, throttling: ThrottlingMethod): Promise<{ lhr: Result; html: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const flags: Flags = { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: [...CATEGORIES], throttlingMethod: throttling };
    if (formFactor === 'mobile') flags.throttling = { cpuSlowdownMultiplier: calibration.cpuSlowdown };
    const result = await lighthouse(url, flags, CONFIGS[formFactor]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor}).`);
    const [, html] = result.report as string[];
    const problem = result.lhr.runtimeError?.message;
    if (problem) throw new Error(`Lighthouse could not measure ${url} (${formFactor}): ${problem}`);
    return { lhr: result.lhr, html: html ?? '' };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(url: string, formFactor: FormFactor, runs: number, calibration: CpuCalibration, throttling: ThrottlingMethod = 'simulate'): Promise<LighthouseReport> {
  const results: { lhr: Result; html: string }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`Lighthouse ${formFactor}${throttling === 'devtools' ? ' (real slowed load)' : ''} run ${run}/${runs}… `);
    const started = Date.now();
    results.push(await runLighthouseOnce(url, formFactor, calibration, throttling));
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const medianLhr = runs > 1 ? computeMedianRun(results.map((result) => result.lhr)) : results[0]!.lhr;
  const chosen = results.find((result) => result.lhr === medianLhr) ?? results[0]!;
  const performanceScores = results.map((result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
  const totalBlockingTimes = results.map((result) => Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0));
  return { lhr: chosen.lhr, html: chosen.html, performanceScores, totalBlockingTimes };
}
