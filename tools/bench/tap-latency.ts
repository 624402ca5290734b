/**
 * Tap to visible effect, as a visitor on a mid-range phone meets it. Lighthouse never taps, and
 * INP alone can be fooled: a tap that is held and replayed later has a fast event but a slow
 * effect. So each measure here runs from the tap's `pointerdown` (its hardware timestamp, which
 * includes any wait for a busy main thread) to the end of the main thread's work on the first
 * frame that shows the change (checked every frame by a predicate in the page): its style,
 * layout and paint included, as the Event Timing API (INP) counts them.
 *
 * A cold first visit each time: a fresh browser context (no cache, no service worker), a phone
 * viewport, Chromium's CPU slowed as a mid-tier phone on this machine (cpu-calibration.ts), and either loopback or
 * Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps down).
 */
import type { Browser, Locator, Page } from '@playwright/test';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

export type NetworkProfile = 'loopback' | 'slow 4G';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Installed before the page's own scripts (plain JavaScript: the bench's TypeScript runner
 * would add helpers the page does not have): remembers the last pointerdown / keydown time,
 * and offers the watcher `timeToEffect` uses.
 */
const IN_PAGE = `
  window.__lastInput = 0;
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => { window.__lastInput = event.timeStamp; }, { capture: true });
  }
  window.__watchEffect = (wanted, timeout) => new Promise((resolve, reject) => {
    const root = document.documentElement;
    const initialScheme = root.getAttribute('data-mantine-color-scheme');
    const initialScroll = window.scrollY;
    const find = (selector) => document.querySelector(selector);
    const initialAttribute = wanted.kind === 'changed' ? find(wanted.selector)?.getAttribute(wanted.attribute) : null;
    const shown = () => {
      switch (wanted.kind) {
        case 'theme-flipped': return root.getAttribute('data-mantine-color-scheme') !== initialScheme;
        case 'visible': return [...document.querySelectorAll(wanted.selector)].some((el) => el.checkVisibility());
        case 'hidden': return ![...document.querySelectorAll(wanted.selector)].some((el) => el.checkVisibility());
        case 'scrolled': return Math.abs(window.scrollY - initialScroll) > 2;
        case 'focused': return document.activeElement === find(wanted.selector);
        case 'has-value': return (find(wanted.selector)?.value ?? '') !== '';
        case 'text': return wanted.texts.some((text) => find(wanted.selector)?.textContent?.includes(text));
        case 'changed': return find(wanted.selector)?.getAttribute(wanted.attribute) !== initialAttribute;
      }
      return false;
    };
    const started = performance.now();
    // The animation-frame callback that first sees the effect is followed by that frame's style,
    // layout and paint: timed by a task queued from it, which runs once they are done.
    const check = () => {
      if (window.__lastInput > started && shown()) return setTimeout(() => resolve(performance.now() - window.__lastInput));
      if (performance.now() - started > timeout) return reject(new Error('no ' + wanted.kind + ' effect within ' + timeout + ' ms'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
`;

/** A cold first visit, its CPU slowed `cpuSlowdown` times, loaded and waited on for `afterLoadMs`. The caller closes the context. */
export async function coldVisit(browser: Browser, url: string, network: NetworkProfile, cpuSlowdown: number, afterLoadMs: number, initScripts: string[] = []): Promise<Page> {
  const context = await browser.newContext({ ...PHONE });
  for (const script of [IN_PAGE, ...initScripts]) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network === 'slow 4G') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await page.goto(url, { waitUntil: 'load' });
  if (afterLoadMs > 0) await page.waitForTimeout(afterLoadMs);
  return page;
}

/**
 * What a tap should show, checked in the page every frame (data, not code: the page's
 * Content-Security-Policy forbids evaluating strings).
 */
export type Effect =
  | { kind: 'theme-flipped' }
  | { kind: 'visible'; selector: string }
  | { kind: 'hidden'; selector: string }
  | { kind: 'scrolled' }
  | { kind: 'focused'; selector: string }
  | { kind: 'has-value'; selector: string }
  /** The element's text includes any of these. */
  | { kind: 'text'; selector: string; texts: string[] }
  /** The attribute of the first element matching the selector has changed. */
  | { kind: 'changed'; selector: string; attribute: string };

/**
 * Starts watching for `effect`, runs `act` (the tap or key), and returns the ms from the
 * input to the frame that shows the effect.
 */
export async function timeToEffect(page: Page, effect: Effect, act: () => Promise<void>, timeoutMs = 15_000): Promise<number> {
  type Watching = { __watchEffect: (e: Effect, t: number) => Promise<number>; __watching?: Promise<number> };
  // Armed (the page's state before the input read) before this returns: a tap goes to the page by
  // another route than an evaluation, and on a busy page could otherwise be handled first.
  await page.evaluate(
    ([wanted, timeout]) => {
      const win = window as unknown as Watching;
      win.__watching = win.__watchEffect(wanted, timeout);
      win.__watching.catch(() => {});
    },
    [effect, timeoutMs] as const,
  );
  // Let the watcher's first frame run before the input, so the input comes after `started`.
  await page.waitForTimeout(50);
  await act();
  return Math.round(await page.evaluate(() => (window as unknown as Watching).__watching!));
}

/**
 * A finger's tap at the centre of `target`, aimed beforehand. Playwright's own `tap()` runs its
 * checks (visible, stable over two frames, not covered) in the page at the moment of the tap, on
 * the same 4x-slowed main thread: the page would be charged for the harness's work.
 */
export async function aimAt(target: Locator): Promise<() => Promise<void>> {
  const page = target.page();
  const onScreen = (box: { y: number; height: number } | null) => box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
  let box = await target.boundingBox();
  if (!onScreen(box)) {
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
  }
  if (!box) throw new Error(`Nothing to tap: ${target} is not on the page.`);
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
