/**
 * What Lighthouse cannot see: how fast the page answers a visitor's taps. The first tap on a
 * cold visit (theme toggle and menu button, 500 ms and 3 s after load, loopback and slow 4G,
 * median of `runs`), the photo → overlay opening once the gallery is live, and a whole scripted visit per network (every control, and web-vitals' INP).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../browsers/find-chromium';
import { measureFirstTaps, measureOverlayOpen, type FirstTapCase } from './first-taps';
import { measureVisit, type VisitInteractions } from './visit-interactions';

export interface InteractionLatency {
  firstTaps: FirstTapCase[];
  visits: VisitInteractions[];
}

export async function measureInteractionLatency(url: string, runs: number): Promise<InteractionLatency> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const firstTaps = [...(await measureFirstTaps(browser, url, runs)), await measureOverlayOpen(browser, url, runs)];
    const visits = [await measureVisit(browser, url, 'loopback'), await measureVisit(browser, url, 'slow 4G')];
    return { firstTaps, visits };
  } finally {
    await browser.close();
  }
}
