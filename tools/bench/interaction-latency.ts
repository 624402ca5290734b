/**
 * What Lighthouse cannot see: how fast the page answers a visitor's taps. The first tap on a
 * cold visit (theme toggle and menu button, 500 ms and 3 s after load, loopback and slow 4G,
 * median of `runs`), the photo → overlay opening once the gallery is live, and a whole scripted visit per network (every control, and web-vitals' INP).
 */
import { chromium } from '@playwright/test';
import type { Words } from '../../src/lib/languages/words.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { measureFirstTaps, measureOverlayOpen, type FirstTapCase } from './first-taps.ts';
import { measureVisit, type VisitInteractions } from './visit-interactions.ts';

export interface InteractionLatency {
  firstTaps: FirstTapCase[];
  visits: VisitInteractions[];
}

/** One page's taps: `url` is the page, `words` its language's (the controls' names). */
export async function measureInteractionLatency(url: string, words: Words, runs: number, cpuSlowdown: number): Promise<InteractionLatency> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const firstTaps = [...(await measureFirstTaps(browser, url, words, runs, cpuSlowdown)), await measureOverlayOpen(browser, url, words, runs, cpuSlowdown)];
    const visits = [await measureVisit(browser, url, words, 'loopback', cpuSlowdown), await measureVisit(browser, url, words, 'slow 4G', cpuSlowdown)];
    return { firstTaps, visits };
  } finally {
    await browser.close();
  }
}
