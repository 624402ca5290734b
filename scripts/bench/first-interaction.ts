/**
 * What the page costs at a visitor's first action. The page hydrates on the first touch, key
 * or scroll (src/app/boot), so Lighthouse, which never acts, never sees React run: this
 * measures the other half. In a fresh Chromium with Lighthouse's mobile CPU slowdown (4×), it
 * loads the page and waits, sums the scripts fetched (compressed bytes as served: the entry and
 * the page code preloaded but not run), then scrolls once and times how long until the page is
 * live (the gallery's dots, drawn only by the React app).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/find-chromium';

export interface FirstInteraction {
  /** Script bytes over the wire before the visitor does anything. */
  scriptBytesBeforeInteraction: number;
  /** From the first scroll to the page being live, with 4× CPU slowdown, in ms. */
  liveAfterMs: number;
}

const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;

const scriptBytes = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
    .reduce((total, entry) => total + entry.encodedBodySize, 0);

export async function measureFirstInteraction(url: string): Promise<FirstInteraction> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_MS);
    const scriptBytesBeforeInteraction = await page.evaluate(scriptBytes);

    const started = Date.now();
    await page.mouse.wheel(0, 400);
    await page.locator('#gallery').getByRole('tab').first().waitFor({ state: 'attached', timeout: 60_000 });
    return { scriptBytesBeforeInteraction, liveAfterMs: Date.now() - started };
  } finally {
    await browser.close();
  }
}
