/**
 * Lighthouse against the served build, in the Chromium the browser tests drive, with their flags.
 * Each run gets its own Chrome and so a fresh temporary profile (chrome-launcher makes one and
 * deletes it on kill): no service worker or HTTP cache from an earlier run can answer, so every
 * figure is a cold first visit. With several runs, Lighthouse's own median-run pick is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
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

/** Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G, 4× CPU); desktop its preset. */
const CONFIGS: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/**
 * One run, in a Chrome of its own: a cold first visit. `throttling`: Lighthouse's simulated
 * model (its default), or `devtools`, which slows the real page load so that a response is read
 * as it streams in (the model waits for a page's whole HTML before anything can paint).
 */
export async function runLighthouseOnce(url: string, formFactor: FormFactor, throttling: Flags['throttlingMethod'] = 'simulate'): Promise<{ lhr: Result; html: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const flags: Flags = { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: [...CATEGORIES], throttlingMethod: throttling };
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

export async function runLighthouse(url: string, formFactor: FormFactor, runs: number): Promise<LighthouseReport> {
  const results: { lhr: Result; html: string }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`Lighthouse ${formFactor} run ${run}/${runs}… `);
    const started = Date.now();
    results.push(await runLighthouseOnce(url, formFactor));
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const medianLhr = runs > 1 ? computeMedianRun(results.map((result) => result.lhr)) : results[0]!.lhr;
  const chosen = results.find((result) => result.lhr === medianLhr) ?? results[0]!;
  const performanceScores = results.map((result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
  const totalBlockingTimes = results.map((result) => Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0));
  return { lhr: chosen.lhr, html: chosen.html, performanceScores, totalBlockingTimes };
}
