/**
 * The first tap on a cold visit, the moment Lighthouse never measures: the theme toggle and the
 * phone menu button, tapped 500 ms and 3 s after load, over loopback and slow 4G, the CPU slowed as a phone.
 * Each case runs `runs` times in a fresh context; the median is reported. Controls are found
 * by the names the page's language gives them (the product's dictionary).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { Words } from '../../src/lib/languages/words.ts';
import { median } from './median.ts';
import { aimAt, coldVisit, timeToEffect, type Effect, type NetworkProfile } from './tap-latency.ts';

export interface FirstTapCase {
  control: string;
  network: NetworkProfile;
  afterLoadMs: number;
  /** Tap to the frame showing the effect, each run, in ms. */
  runsMs: number[];
  medianMs: number;
}

interface Control {
  name: string;
  effect: Effect;
  target: (page: Page) => Locator;
}

const controls = (words: Words): Control[] => [
  { name: 'theme toggle', effect: { kind: 'theme-flipped' }, target: (page) => page.getByRole('button', { name: words.header.toggleTheme }) },
  { name: 'menu button', effect: { kind: 'visible', selector: '#site-menu a[href="#contact"]' }, target: (page) => page.getByRole('button', { name: words.header.menu.button }) },
];

/** The gallery's photos, each labelled "Enlarge photo: <caption>" in the page's language; `slide` narrows them to the slide in view. */
export const enlargeablePhotos = (words: Words, slide = ''): string =>
  `#gallery ${slide ? `${slide} ` : ''}[aria-label^=${JSON.stringify(words.gallery.enlarge(''))}]`;

const NETWORKS: NetworkProfile[] = ['loopback', 'slow 4G'];
const AFTER_LOAD_MS = [500, 3000];
/** timeToEffect waits this long for its watcher before tapping. */
const WATCHER_START_MS = 50;

export async function measureFirstTaps(browser: Browser, url: string, words: Words, runs: number, cpuSlowdown: number): Promise<FirstTapCase[]> {
  const cases: FirstTapCase[] = [];
  for (const control of controls(words)) {
    for (const network of NETWORKS) {
      for (const afterLoadMs of AFTER_LOAD_MS) {
        const runsMs: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const page = await coldVisit(browser, url, network, cpuSlowdown, 0);
          try {
            // Aimed right after load, so that the harness's own work is done well before the tap.
            const loadedAt = Date.now();
            const tap = await aimAt(control.target(page));
            await page.waitForTimeout(Math.max(0, afterLoadMs - WATCHER_START_MS - (Date.now() - loadedAt)));
            runsMs.push(await timeToEffect(page, control.effect, tap));
          } finally {
            await page.context().close();
          }
        }
        cases.push({ control: control.name, network, afterLoadMs, runsMs, medianMs: median(runsMs) });
      }
    }
  }
  return cases;
}

/** The gallery's overlay, a native `<dialog>` (or any element with the dialog role). */
export const OVERLAY_SHOWN = { kind: 'visible', selector: 'dialog[open], [role="dialog"]' } as const;

/**
 * A photo tapped once the gallery is live (a second after it says so), on a cold visit that
 * opened at the gallery: the first opening of the overlay, `runs` times, median reported.
 */
export async function measureOverlayOpen(browser: Browser, url: string, words: Words, runs: number, cpuSlowdown: number): Promise<FirstTapCase> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await coldVisit(browser, `${url}#gallery`, 'loopback', cpuSlowdown, 0);
    try {
      await page.locator('[data-island="gallery"][data-live]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForTimeout(1000);
      const photo = page.locator(enlargeablePhotos(words, '.mantine-Carousel-slide:not([inert])'));
      runsMs.push(await timeToEffect(page, OVERLAY_SHOWN, await aimAt(photo)));
    } catch (error) {
      console.log(`photo → overlay, run ${run + 1}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.context().close();
    }
  }
  return { control: 'photo → overlay (gallery live)', network: 'loopback', afterLoadMs: NaN, runsMs, medianMs: runsMs.length > 0 ? median(runsMs) : NaN };
}

