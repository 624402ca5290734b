/**
 * Visit counts, against a fake GoatCounter on 127.0.0.1 (tests/support/fake-goatcounter.ts). The
 * build that counts is a published site's: its profile names the fake and its address is a public
 * one (COUNT_BUILD), served here on a port of its own. The same counter set in a build for this
 * machine, and the checkout's own build, must send nothing.
 */
import type { Page } from '@playwright/test';
import { contactForm } from '../support/contact-form.ts';
import { startFakeGoatCounter, type FakeGoatCounter } from '../support/fake-goatcounter.ts';
import { expect, test } from '../support/fixtures.ts';
import { openKit } from '../support/kit-page.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { serveUnderPath, type SubpathServer } from '../support/subpath-server.ts';
import { COUNT_BUILD, COUNT_PORT, COUNTER_PORT, ensureBuild, LOCAL_COUNT_BUILD, LOCAL_COUNT_PORT } from '../support/test-build.ts';
import { languages } from '../../src/content/languages.ts';

const SITE = `http://127.0.0.1:${COUNT_PORT}`;
const COUNTER_ORIGIN = `http://127.0.0.1:${COUNTER_PORT}`;
const hasFrench = languages.some(({ code }) => code === 'fr');
/** Long enough for a count that was coming to arrive: after load the page waits for idle, at most 2 s. */
const QUIET_MS = 3_000;

let site: SubpathServer;
let localSite: SubpathServer;
let counter: FakeGoatCounter;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureBuild(COUNT_BUILD);
  ensureBuild(LOCAL_COUNT_BUILD);
  site = await serveUnderPath(COUNT_BUILD.dir, '/', COUNT_PORT);
  localSite = await serveUnderPath(LOCAL_COUNT_BUILD.dir, '/', LOCAL_COUNT_PORT);
});
test.afterAll(async () => {
  await site?.close();
  await localSite?.close();
});
test.beforeEach(async () => {
  counter = await startFakeGoatCounter(COUNTER_PORT);
});
test.afterEach(async () => {
  await counter.close();
});

/** Waits until the fake has exactly `hits`, then a while longer, and checks nothing more came. */
async function expectHits(page: Page, hits: string[]): Promise<void> {
  await expect.poll(() => counter.hits(), { timeout: 15_000 }).toEqual(hits);
  await page.waitForTimeout(QUIET_MS);
  expect(counter.hits()).toEqual(hits);
}

/** The page's policy for images. */
const imageSources = (page: Page) =>
  page.evaluate(() => /img-src ([^;]*)/.exec(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '')?.[1]);

test('one view per load of each page, after the load event, with nothing about the visitor', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await expectHits(page, ['view /']);
  await page.reload();
  await expectHits(page, ['view /', 'view /']);
  if (hasFrench) {
    await page.goto(`${SITE}/fr/`);
    await expectHits(page, ['view /', 'view /', 'view /fr/']);
  }
  // p and the cache-buster only (no referrer: the visit came from no other site), no cookie, no Referer.
  for (const { params, headers } of counter.requests) {
    expect(Object.keys(params)).toEqual(['p', 'rnd']);
    expect(params.rnd).toMatch(/^[0-9a-z]{1,5}$/);
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  }
  // Sent once the page had loaded: the count's request starts after the load event ended.
  const timing = await page.evaluate((origin) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const count = performance.getEntriesByType('resource').find((entry) => entry.name.startsWith(origin));
    return { loadEnd: navigation!.loadEventEnd, countStart: count?.startTime };
  }, COUNTER_ORIGIN);
  expect(timing.countStart).toBeGreaterThan(timing.loadEnd);
  expect(await imageSources(page)).toBe(`'self' data: ${COUNTER_ORIGIN}/count`);
});

test('the other site a visitor came from is sent as its origin alone', async ({ page }) => {
  await page.goto(`${SITE}/`, { referer: 'https://www.linkedin.com/feed/update/urn:li:activity:1/?tracking=x' });
  await expectHits(page, ['view /']);
  expect(counter.requests[0]!.params.r).toBe('https://www.linkedin.com');
});

test('one visit that scans the QR code, installs, downloads the resume, saves the card and sends a message: each counted once', async ({ page, provider }) => {
  await page.goto(`${SITE}/?via=qr`);
  const entries = await page.evaluate(() => history.length);
  await expectHits(page, ['view /', 'event qr-code-scanned']);
  // The marker is gone from the address bar, replaced rather than added to the history.
  expect(page.url()).toBe(`${SITE}/`);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // The browser's own event when the visitor installs the app (headless Chromium cannot install).
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  const resume = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Resume' }).click();
  await resume;
  const kit = await openKit(page);
  const card = page.waitForEvent('download');
  await kit.getByRole('link', { name: /save contact/i }).click();
  await card;
  // Within the same page (a link to #contact): no new load, no new view.
  await page.goto(`${SITE}/#contact`);
  await contactForm(page).send();
  await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
  await expectHits(page, ['view /', 'event qr-code-scanned', 'event app-installed', 'event resume-downloaded-en', 'event contact-card-saved', 'event contact-message-delivered']);
  if (process.env.DEBUG_FAKE_GOATCOUNTER) console.log(counter.requests.map(({ params }) => new URLSearchParams(params).toString()).join('\n'));
  // Only the fact of the delivery: nothing of the message or its sender reached the counter.
  expect(JSON.stringify(counter.requests.map(({ params }) => params))).not.toMatch(/@|Hello|subject/i);
});

test('the French resume is counted as French', async ({ page }) => {
  test.skip(!hasFrench, 'the site has no French page');
  await page.goto(`${SITE}/fr/`);
  await expectHits(page, ['view /fr/']);
  const resume = page.waitForEvent('download');
  await page.locator('#root > header a[download][href$="resume.pdf"]:visible').first().click();
  await resume;
  await expectHits(page, ['view /fr/', 'event resume-downloaded-fr']);
});

for (const [signal, setUp] of [
  ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`nothing at all with ${signal}, not even the QR code's arrival or a download`, async ({ page }) => {
    await page.addInitScript(setUp);
    await page.goto(`${SITE}/?via=qr`);
    // The counting code ran (it drops the marker whatever the browser asks), and sent nothing.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${SITE}/`);
    const resume = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download My Resume' }).click();
    await resume;
    await page.waitForTimeout(QUIET_MS);
    expect(counter.hits()).toEqual([]);
  });
}

test('the service worker keeps no count: each load sends its own, and no cache holds one', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(page.locator('#root > header')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectHits(page, ['view /', 'view /']);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => url.startsWith(COUNTER_ORIGIN) || url.includes('/count'))).toEqual([]);
});

test('offline: the view is not counted, then or when the network returns', async ({ page, context }) => {
  await page.goto(`${SITE}/`);
  await waitForServiceWorkerControl(page);
  await expectHits(page, ['view /']);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#root > header')).toBeVisible();
  await page.waitForTimeout(QUIET_MS);
  await context.setOffline(false);
  await page.waitForTimeout(QUIET_MS);
  expect(counter.hits()).toEqual(['view /']);
});

test('a build for this machine never counts, though the profile names a counter, and its policy names none', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${LOCAL_COUNT_PORT}/?via=qr`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(QUIET_MS);
  expect(counter.hits()).toEqual([]);
  expect(await imageSources(page)).toBe("'self' data:");
});

test('the checkout\'s own build sends nothing and its policy names no counter', async ({ page }) => {
  await page.goto('/?via=qr');
  await page.waitForLoadState('load');
  await page.waitForTimeout(QUIET_MS);
  expect(counter.hits()).toEqual([]);
  expect(await imageSources(page)).toBe("'self' data:");
});
