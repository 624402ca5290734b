/**
 * The repeat visit with the network off: one online visit lets the service worker install and
 * take control (reloading once, as prompt mode leaves the first visit uncontrolled), then the
 * browser goes offline and the page is reloaded a few times. Each reload is timed from
 * navigation start to the load event, and to the largest contentful paint, all from the
 * service worker's precache. A fresh browser context, so nothing carries over from elsewhere.
 * Measured per page: the offline copy must answer each language's address with its own page.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { median } from './median.ts';

export interface OfflineRepeatVisit {
  /** Median of the reloads, navigation start to the end of the load event, in ms. */
  loadMs: number;
  /** Median of the reloads, navigation start to the largest contentful paint, in ms. */
  lcpMs: number;
  /** Every reload's figures, in order. */
  reloads: { loadMs: number; lcpMs: number }[];
  /** The page's h1 on the last offline reload, to show it really rendered. */
  heading: string;
  /** Its `<html lang>`, to show the worker answered with this page and not another language's (judged in the page's table). */
  lang: string;
}

/** Long enough for the precache (every image size and the resume) on a slow CI machine. */
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

/** Resolves once the worker is active (precache filled) and controls the page, reloading once if not. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const ready = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    SERVICE_WORKER_TIMEOUT_MS,
  );
  if (!ready) {
    throw new Error(
      `The service worker was not active after ${SERVICE_WORKER_TIMEOUT_MS / 1000} s: its install failed ` +
        '(was dist/ rebuilt while the benchmark ran? a precached file missing?).',
    );
  }
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SERVICE_WORKER_TIMEOUT_MS });
}

/** Waits for the load event, then reads it and the latest LCP candidate of the current navigation. */
async function readTimings(page: Page): Promise<{ loadMs: number; lcpMs: number }> {
  await page.waitForFunction(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return navigation !== undefined && navigation.loadEventEnd > 0;
  });
  // No named helpers inside: tsx wraps them in a `__name` call that the page does not have.
  return page.evaluate(
    () =>
      new Promise<{ loadMs: number; lcpMs: number }>((resolve) => {
        const loadMs = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        new PerformanceObserver((list) => {
          resolve({ loadMs, lcpMs: list.getEntries().at(-1)?.startTime ?? Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Headless runs sometimes report no LCP at all: do not wait for ever.
        setTimeout(() => resolve({ loadMs, lcpMs: Number.NaN }), 2000);
      }),
  );
}

export async function measureOfflineRepeatVisit(url: string, reloadCount: number): Promise<OfflineRepeatVisit> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await page.goto(url);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const reloads: OfflineRepeatVisit['reloads'] = [];
    for (let reload = 0; reload < reloadCount; reload += 1) {
      await page.reload({ waitUntil: 'load' });
      reloads.push(await readTimings(page));
    }
    const heading = (await page.locator('h1').first().innerText({ timeout: 5000 })).replace(/\s+/g, ' ').trim();
    if (!heading) throw new Error('Offline reload rendered no h1: the service worker did not serve the page.');
    const shownLang = await page.evaluate(() => document.documentElement.lang);
    return {
      loadMs: median(reloads.map((timing) => timing.loadMs)),
      lcpMs: median(reloads.map((timing) => timing.lcpMs).filter(Number.isFinite)),
      reloads,
      heading,
      lang: shownLang,
    };
  } finally {
    await browser.close();
  }
}
