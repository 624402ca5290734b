/**
 * The contact form's promise under every fault, one row each: a message the visitor sent is
 * delivered once, or the visitor is clearly told it was not and the values stay in the form.
 * Each row drives the fake provider and the browser, then checks the banner, the values, whether
 * the message is queued, the requests the provider received and how many it accepted.
 *
 * Runs against a build of its own with every wait shortened (tests/support/test-build.ts):
 * banner after 5 s (12 s in production), a page waiting 8 s (5.5 min) for the worker to answer a hand-over, backoff from
 * 0.5 s (5 s). The service worker makes the sends wherever one controls the page.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { PreviewServer } from 'vite';
import { serveDist, siteUrl } from '../../scripts/serve-dist.ts';
import { SEND_PATH } from '../../src/config/email-provider.ts';
import { gallery } from '../../src/content/gallery.ts';
import { profile } from '../../src/content/profile.ts';
import { contactForm, expectedSendBody, NOT_SAVED_NOTE, outboxCount, SAMPLE_MESSAGE, SAVED_NOTE } from '../support/contact-form.ts';
import type { FakeProvider } from '../support/fake-provider.ts';
import { expect, test } from '../support/fixtures.ts';
import { WITH_BACKGROUND_SYNC } from '../support/background-sync.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { ensureBuild, FAULT_BUILD, FAULT_TIMINGS, PROVIDER_ORIGIN } from '../support/test-build.ts';

test.use(WITH_BACKGROUND_SYNC);

const PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const EMPTY = { name: '', email: '', subject: '', message: '' };
/** The chunk that makes an island (the contact form) a React app: requested only when it comes alive. */
const REACT_DOM_CHUNK = /\/assets\/hydrate-islands-[\w-]+\.js$/;

let server: PreviewServer;

test.use({ baseURL: siteUrl(PORT).replace(/\/$/, '') });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ensureBuild(FAULT_BUILD);
  server = await serveDist(PORT, FAULT_BUILD.dir);
});

test.afterAll(async () => {
  await server?.close();
});

interface Row {
  banner: 'success' | 'error' | 'none';
  /** The calm note beside an error banner; null: none. */
  note?: RegExp | null;
  values: 'kept' | 'cleared';
  queued: number;
  received: number;
  accepted: number;
}

async function expectRow(page: Page, provider: FakeProvider, row: Row) {
  const form = contactForm(page);
  if (row.banner === 'success') await expect(form.successBanner).toBeVisible();
  if (row.banner === 'error') {
    await expect(form.errorBanner).toBeVisible();
    // The spec's text alone: the note is never inside the red alert.
    await expect(form.errorBanner).toHaveText('Oops! Something went wrong. Please try again later.');
  }
  if (row.banner === 'none') {
    await expect(form.successBanner).toHaveCount(0);
    await expect(form.errorBanner).toHaveCount(0);
  }
  if (row.note) await expect(form.note).toHaveText(row.note);
  else if (row.note === null) await expect(form.note).toHaveCount(0);
  expect(await form.values()).toEqual(row.values === 'kept' ? SAMPLE_MESSAGE : EMPTY);
  expect(await outboxCount(page)).toBe(row.queued);
  expect(provider.received).toHaveLength(row.received);
  expect(provider.accepted).toHaveLength(row.accepted);
}

/** Delivered in the end, exactly once, with the visitor told and the form cleared. */
async function expectDeliveredOnce(page: Page, provider: FakeProvider) {
  await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect.poll(() => contactForm(page).values()).toEqual(EMPTY);
  await expect.poll(() => outboxCount(page)).toBe(0);
  // Nothing more goes out, however long one waits (past the backoff cap and a request limit).
  await page.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
  expect(provider.accepted).toHaveLength(1);
  expect(provider.received.filter((request) => request.status === 200).map((request) => request.body)).toEqual([expectedSendBody()]);
}

const elapsed = (provider: FakeProvider, from: number, to: number) =>
  Date.parse(provider.received[to]!.time) - Date.parse(provider.received[from]!.time);

/** The Background Sync tags the page's service worker registration holds. */
async function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } })
      | undefined;
    return (await registration?.sync?.getTags()) ?? [];
  });
}

/** Fires the worker's Background Sync now, as the browser would once online (no page of the site need be open). */
async function dispatchSync(context: BrowserContext, blank: Page, baseURL: string) {
  const cdp = await context.newCDPSession(blank);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
    for (const { registrationId, scopeURL } of updated) registrations.set(scopeURL, registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.size).toBeGreaterThan(0);
  const origin = new URL(baseURL).origin;
  const registrationId = [...registrations].find(([scope]) => scope.startsWith(origin))![1];
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'portfolio-outbox-flush', lastChance: false });
}

/** The page is live: the gallery's dots (one per photo) exist only in the React app. */
async function waitUntilLive(page: Page) {
  await expect(page.locator('#gallery').getByRole('tab')).toHaveCount(gallery.length, { timeout: 15_000 });
}

async function openContact(page: Page, { controlled = false } = {}) {
  await page.goto('/#contact');
  if (controlled) await waitForServiceWorkerControl(page);
}

test.describe('the provider answers', () => {
  test('200: success, the form cleared, nothing queued, one request', async ({ page, provider }) => {
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'success', values: 'cleared', queued: 0, received: 1, accepted: 1 });
    expect(provider.received[0]!.body).toEqual(expectedSendBody());
  });

  for (const status of [400, 403, 451] as const) {
    test(`${status}: the error alone, values kept, nothing queued, never retried`, async ({ page, provider }) => {
      await provider.setFailureMode(status);
      await openContact(page);
      await contactForm(page).send();
      await expectRow(page, provider, { banner: 'error', note: null, values: 'kept', queued: 0, received: 1, accepted: 0 });
      await provider.setFailureMode('ok');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
      expect(provider.received).toHaveLength(1);
    });
  }

  test("429 with Retry-After: saved; the SDK gives back no headers, so the retry keeps to the backoff, not the provider's 30 s", async ({ page, provider }) => {
    // 429 until the form's answer has been read: a first retry that succeeded 0.25 s later, on a
    // loaded machine, took the banner and the note away before the test could see them.
    await provider.setFailureMode(429, { retryAfterSeconds: 30 });
    await openContact(page);
    await contactForm(page).send();
    await expect(contactForm(page).errorBanner).toBeVisible();
    await expect(contactForm(page).note).toHaveText(SAVED_NOTE);
    // The first retry comes on the backoff (0.25 to 0.5 s here), not after the provider's 30 s.
    await expect.poll(() => provider.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(elapsed(provider, 0, 1)).toBeGreaterThanOrEqual(FAULT_TIMINGS.backoffBaseMs / 2 - 50);
    expect(elapsed(provider, 0, 1)).toBeLessThan(10_000);
    await provider.setFailureMode('ok');
    await expectDeliveredOnce(page, provider);
    const statuses = provider.received.map((request) => request.status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).every((status) => status === 429)).toBe(true);
  });

  for (const status of [500, 503] as const) {
    test(`${status}: saved; retried on a growing backoff while it lasts; delivered once`, async ({ page, provider }) => {
      await provider.setFailureMode(status);
      await openContact(page);
      await contactForm(page).send();
      await expect(contactForm(page).errorBanner).toBeVisible();
      await expect(contactForm(page).note).toHaveText(SAVED_NOTE);
      expect(await contactForm(page).values()).toEqual(SAMPLE_MESSAGE);
      expect(await outboxCount(page)).toBe(1);
      // The outage lasts a while: a few retries, each further apart, never two at once.
      await expect.poll(() => provider.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      await provider.setFailureMode('ok');
      await expectDeliveredOnce(page, provider);
      const statuses = provider.received.map((request) => request.status);
      expect(statuses.slice(0, -1).every((answered) => answered === status)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
      for (let index = 1; index < provider.received.length; index += 1) {
        expect(elapsed(provider, index - 1, index)).toBeGreaterThanOrEqual(FAULT_TIMINGS.backoffBaseMs / 2 - 50);
      }
      expect(elapsed(provider, 1, 2)).toBeGreaterThanOrEqual(FAULT_TIMINGS.backoffBaseMs - 50);
    });
  }

  test('refused: saved, nothing reached the provider; delivered once when it is back', async ({ page, provider }) => {
    await provider.setFailureMode('refused');
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    await provider.setFailureMode('ok');
    await expectDeliveredOnce(page, provider);
  });

  test('hang: the banner in time; no second request while the first is open, however long; delivered once after it ends', async ({ page, provider }) => {
    await provider.setFailureMode(['hang']);
    await openContact(page);
    const form = contactForm(page);
    await form.fill();
    await waitUntilLive(page);
    const sentAt = Date.now();
    await form.submit.click();
    await expect(form.errorBanner).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - sentAt).toBeLessThan(FAULT_TIMINGS.feedbackMs + 2_000);
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 1, accepted: 0 });
    // While that request is open it owns the queue: nothing else goes out, not for the network
    // coming back, not for the visitor pressing Send again, not past any time limit.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await form.submit.click();
    await expect(form.errorBanner).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(FAULT_TIMINGS.requestLimitMs + FAULT_TIMINGS.backoffMaxMs);
    expect(provider.received).toHaveLength(1);
    // The connection drops (nothing was accepted): the message is sent again, once.
    await provider.setFailureMode('refused');
    await provider.setFailureMode('ok');
    await expectDeliveredOnce(page, provider);
    expect(provider.received.map((request) => request.status)).toEqual([null, 200]);
  });

  // A redirect is never counted as delivered. Which of two cases it is depends on whether the
  // browser lets the SDK read where it led.
  test("302 to a page the SDK can read (the provider's own origin, CORS granted): its 200 is not the provider's OK: refused at once, never retried", async ({ page, context, provider }) => {
    let redirects = 0;
    await context.route(`${PROVIDER_ORIGIN}${SEND_PATH}`, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      redirects += 1;
      // Followed by the browser to the mailbox's own page, which answers 200 with its own text.
      return route.fulfill({ status: 302, headers: { Location: `${PROVIDER_ORIGIN}/`, 'Access-Control-Allow-Origin': '*' } });
    });
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: null, values: 'kept', queued: 0, received: 0, accepted: 0 });
    expect(redirects).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
    expect(redirects).toBe(1);
    await expect(contactForm(page).successBanner).toHaveCount(0);
  });

  test('302 to another origin (a page that grants no CORS): the browser hides it as a network error: saved, waits like no answer, delivered once when it stops', async ({ page, context, provider, baseURL }) => {
    let redirects = 0;
    await context.route(`${PROVIDER_ORIGIN}${SEND_PATH}`, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      redirects += 1;
      // The site's own server: another origin than the provider's, and it grants the send no CORS.
      return route.fulfill({ status: 302, headers: { Location: `${baseURL}/login`, 'Access-Control-Allow-Origin': '*' } });
    });
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    // Retried on the backoff while it lasts: nothing is lost.
    await expect.poll(() => redirects, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await context.unroute(`${PROVIDER_ORIGIN}${SEND_PATH}`);
    await expectDeliveredOnce(page, provider);
  });

  test('200 with its answer cut off: accepted, but the SDK reports a network error, the answer lost: saved, sent again, accepted twice', async ({ page, provider }) => {
    await provider.setFailureMode(['cut-off']);
    await openContact(page);
    await contactForm(page).send();
    // The retry comes after the backoff (0.25 to 0.5 s here): the form's answer is in view before it.
    await expect(contactForm(page).errorBanner).toBeVisible();
    await expect(contactForm(page).note).toHaveText(SAVED_NOTE);
    // The promise's exception (decision 002): the provider may have accepted a request whose answer was lost.
    await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(2);
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect.poll(() => contactForm(page).values()).toEqual(EMPTY);
    await page.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
    expect(provider.received.map((request) => request.status)).toEqual([200, 200]);
    expect(provider.accepted).toHaveLength(2);
    expect(await outboxCount(page)).toBe(0);
  });

  test('slow success (after the banner): one request, accepted once, then the form clears and says so', async ({ page, provider }) => {
    await provider.setFailureMode('slow', { delayMs: 7_000 });
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 1, accepted: 0 });
    await expectDeliveredOnce(page, provider);
    expect(provider.received).toHaveLength(1);
  });
});

test.describe('the network and the tabs', () => {
  test('offline then online: saved, nothing sent, delivered once when the network returns', async ({ page, context, provider }) => {
    await openContact(page, { controlled: true });
    await context.setOffline(true);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    // Background Sync is asked for, so the message would leave with the tab closed too.
    await expect.poll(() => syncTags(page)).toContain('portfolio-outbox-flush');
    await context.setOffline(false);
    await expectDeliveredOnce(page, provider);
  });

  test('queued, every tab closed: Background Sync delivers it once, with no page open', async ({ page, context, provider, baseURL }) => {
    await openContact(page, { controlled: true });
    await provider.setFailureMode('refused');
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    await expect.poll(() => syncTags(page)).toContain('portfolio-outbox-flush');
    const blank = await context.newPage(); // keeps the browser context open, outside the site
    await page.close();
    await provider.setFailureMode('ok');
    // The browser fires the sync when it sees fit; make it fire now, as it would once online.
    await dispatchSync(context, blank, baseURL!);
    await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
    await blank.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
    expect(provider.accepted).toHaveLength(1);
    expect(provider.received.filter((request) => request.status === 200)).toHaveLength(1);
  });

  test('two tabs flushing at once deliver the message once', async ({ page, context, provider }) => {
    await provider.setFailureMode('refused');
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    const second = await context.newPage();
    await second.goto('/');
    await provider.setFailureMode('ok');
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([page, second].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))));
    }
    await expectDeliveredOnce(page, provider);
    expect(provider.received).toHaveLength(1);
  });

  test('a reload mid-send: the service worker finishes the one request; nothing is sent again', async ({ page, provider }) => {
    await openContact(page, { controlled: true });
    await provider.setFailureMode('slow', { delayMs: 2_000 });
    await contactForm(page).send();
    await expect.poll(() => provider.received.length).toBe(1);
    await page.reload();
    await expect.poll(() => provider.accepted.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page.waitForTimeout(FAULT_TIMINGS.requestLimitMs + FAULT_TIMINGS.backoffMaxMs);
    expect(provider.received).toHaveLength(1);
    expect(provider.accepted).toHaveLength(1);
  });

  test('the tab closed mid-send and opened again: one request, accepted once', async ({ page, context, provider }) => {
    await openContact(page, { controlled: true });
    await provider.setFailureMode('slow', { delayMs: 2_000 });
    await contactForm(page).send();
    await expect.poll(() => provider.received.length).toBe(1);
    await page.close();
    await expect.poll(() => provider.accepted.length, { timeout: 10_000 }).toBe(1);
    const reopened = await context.newPage();
    await openContact(reopened);
    await reopened.waitForTimeout(FAULT_TIMINGS.requestLimitMs + FAULT_TIMINGS.backoffMaxMs);
    expect(await outboxCount(reopened)).toBe(0);
    expect(provider.received).toHaveLength(1);
    expect(provider.accepted).toHaveLength(1);
  });

  test('queued, the tab closed, opened again later: delivered once', async ({ page, context, provider }) => {
    await provider.setFailureMode('refused');
    await openContact(page);
    await contactForm(page).send();
    await expectRow(page, provider, { banner: 'error', note: SAVED_NOTE, values: 'kept', queued: 1, received: 0, accepted: 0 });
    await page.close();
    await provider.setFailureMode('ok');
    const reopened = await context.newPage();
    await reopened.goto('/');
    await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
    await reopened.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
    expect(provider.accepted).toHaveLength(1);
    expect(await outboxCount(reopened)).toBe(0);
  });
});

test.describe('what the form and the notices say', () => {
  test('dropped in the background (queued on 503, tab closed, the sync gets a 400): told on the next visit, the text offered back', async ({ page, context, provider, baseURL }) => {
    await openContact(page, { controlled: true });
    await provider.setFailureMode(503);
    await contactForm(page).send();
    await expect(contactForm(page).note).toHaveText(SAVED_NOTE);
    expect(await outboxCount(page)).toBe(1);
    const blank = await context.newPage();
    await page.close();
    await provider.setFailureMode(400);
    await dispatchSync(context, blank, baseURL!);
    await expect.poll(() => provider.received.at(-1)?.status, { timeout: 20_000 }).toBe(400);
    const reopened = await context.newPage();
    await reopened.goto('/');
    const notice = reopened.getByRole('alert').filter({ hasText: 'Message not sent' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(SAMPLE_MESSAGE.subject);
    // Refused for good: the same message offered from the visitor's own mail app, to the owner.
    const mail = new URL((await notice.getByRole('link', { name: 'Send it from your mail app instead' }).getAttribute('href'))!);
    expect([mail.protocol, decodeURIComponent(mail.pathname), mail.searchParams.get('subject')]).toEqual(['mailto:', profile.email, SAMPLE_MESSAGE.subject]);
    expect(mail.searchParams.get('body')!.replace(/\r\n/g, '\n')).toContain(SAMPLE_MESSAGE.message);
    await notice.getByRole('button', { name: 'Put it back in the form' }).click();
    await expect.poll(() => contactForm(reopened).values()).toEqual(SAMPLE_MESSAGE);
    expect(await outboxCount(reopened)).toBe(0);
    expect(provider.accepted).toHaveLength(0);
  });

  test('"saved" only while the outbox holds that very message: not after an edit; storage persistence asked', async ({ page, provider }) => {
    await page.addInitScript(() => {
      const persist = navigator.storage.persist.bind(navigator.storage);
      (window as unknown as { persistCalls: number }).persistCalls = 0;
      navigator.storage.persist = () => {
        (window as unknown as { persistCalls: number }).persistCalls += 1;
        return persist();
      };
    });
    await provider.setFailureMode(503);
    await openContact(page);
    const form = contactForm(page);
    await form.send();
    await expect(form.note).toHaveText(SAVED_NOTE);
    expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBeGreaterThan(0);
    await form.message.fill(`${SAMPLE_MESSAGE.message} PS: one more thing.`);
    await expect(form.note).toHaveCount(0);
    await provider.setFailureMode('ok');
    await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(form.note).toHaveCount(0);
    expect((await form.values()).message).toContain('PS: one more thing.');
  });

  test('"saved" goes when the site\'s data is cleared', async ({ page, context, provider, baseURL }) => {
    await provider.setFailureMode('refused');
    await openContact(page);
    const form = contactForm(page);
    await form.send();
    await expect(form.note).toHaveText(SAVED_NOTE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'indexeddb' });
    await expect(form.note).toHaveText(NOT_SAVED_NOTE, { timeout: 10_000 });
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
  });
});

test.describe('order', () => {
  test('20 queued messages arrive in the order they were sent, with the page and Background Sync flushing at once', async ({ page, context, provider, baseURL }) => {
    test.setTimeout(240_000);
    await openContact(page, { controlled: true });
    await provider.setFailureMode('refused');
    const form = contactForm(page);
    const subjects = Array.from({ length: 20 }, (_, index) => `Q${String(index + 1).padStart(2, '0')}`);
    for (const subject of subjects) {
      await form.send({ ...SAMPLE_MESSAGE, subject });
      await expect(form.note).toHaveText(SAVED_NOTE);
    }
    expect(await outboxCount(page)).toBe(20);
    await provider.setFailureMode('ok');
    // Every trigger at once: the page's (online) and the worker's (sync), as a browser may.
    await Promise.all([dispatchSync(context, page, baseURL!), page.evaluate(() => window.dispatchEvent(new Event('online')))]);
    await expect.poll(() => provider.accepted.length, { timeout: 60_000 }).toBe(20);
    expect(provider.accepted.map((message) => message.subject)).toEqual(subjects);
    await page.waitForTimeout(FAULT_TIMINGS.backoffMaxMs + 1_000);
    expect(provider.accepted).toHaveLength(20);
  });

  test('a message sent while an earlier one waits (in its backoff) arrives after it', async ({ page, provider }) => {
    await provider.setFailureMode(503);
    await openContact(page);
    const form = contactForm(page);
    await form.send({ ...SAMPLE_MESSAGE, subject: 'First' });
    await expect(form.note).toHaveText(SAVED_NOTE);
    // A few failed retries: the first now waits seconds for its next one.
    await expect.poll(() => provider.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    // Typed while the first still waits (a form still showing a message delivered meanwhile clears itself).
    await form.fill({ ...SAMPLE_MESSAGE, name: 'Sam Second', subject: 'Second' });
    await provider.setFailureMode('ok');
    await form.submit.click();
    await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(2);
    expect(provider.accepted.map((message) => message.subject)).toEqual(['First', 'Second']);
  });
});

test.describe('the clock steps while a request is open (the page sends itself)', () => {
  test.use({ serviceWorkers: 'block' });

  test('back 30 s, back 60 min, forward 60 min: exactly one request', async ({ page, provider }) => {
    await page.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      let offset = 0;
      Date.now = () => realNow() + offset;
      (window as unknown as { stepClock: (ms: number) => void }).stepClock = (ms) => void (offset += ms);
    });
    await provider.setFailureMode(['hang']);
    await openContact(page);
    const form = contactForm(page);
    await form.send();
    await expect(form.note).toHaveText(SAVED_NOTE, { timeout: 15_000 });
    for (const step of [-30_000, -60 * 60_000, 2 * 60 * 60_000]) {
      await page.evaluate((ms) => (window as unknown as { stepClock: (ms: number) => void }).stepClock(ms), step);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await form.submit.click();
      await page.waitForTimeout(FAULT_TIMINGS.feedbackMs + 1_000);
      expect(provider.received).toHaveLength(1);
      await expect(form.errorBanner).toBeVisible();
    }
    await provider.setFailureMode('refused');
    await provider.setFailureMode('ok');
    await expectDeliveredOnce(page, provider);
  });
});

test.describe('storage', () => {
  test('throwing: the message goes straight out', async ({ page, provider }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
      };
    });
    await openContact(page);
    await contactForm(page).send();
    await expect(contactForm(page).successBanner).toBeVisible();
    expect(provider.received).toHaveLength(1);
    expect(provider.accepted).toHaveLength(1);
  });

  test('throwing, with the provider unreachable: told it could not be saved, every value kept', async ({ page, provider }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
      };
    });
    await provider.setFailureMode('refused');
    await openContact(page);
    await contactForm(page).send();
    await expect(contactForm(page).errorBanner).toBeVisible();
    await expect(contactForm(page).note).toHaveText(NOT_SAVED_NOTE);
    expect(await contactForm(page).values()).toEqual(SAMPLE_MESSAGE);
    expect(provider.received).toHaveLength(0);
  });

  test('hanging (never answering): the message goes straight out, the banner well within 15 s', async ({ page, provider }) => {
    await page.addInitScript(() => {
      // An open request whose events never fire, as older Safari's IndexedDB did.
      IDBFactory.prototype.open = () => new EventTarget() as unknown as IDBOpenDBRequest;
    });
    await openContact(page);
    const sentAt = Date.now();
    await contactForm(page).send();
    await expect(contactForm(page).successBanner).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - sentAt).toBeLessThan(15_000);
    expect(provider.received).toHaveLength(1);
    expect(provider.accepted).toHaveLength(1);
  });
});

test.describe('a visitor who blocks site data', () => {
  // Chromium then refuses the site localStorage, IndexedDB and a service worker alike.
  test.use({ serviceWorkers: 'block' });

  test("the message still goes: the SDK's module loads without storage, the form answers with the spec's success banner", async ({ page, provider }) => {
    await page.addInitScript(() => {
      const denied = (what: string) => new DOMException(`Failed to read the '${what}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw denied('localStorage');
        },
      });
      IDBFactory.prototype.open = () => {
        throw denied('indexedDB');
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openContact(page);
    const form = contactForm(page);
    await form.send();
    await expect(form.successBanner).toBeVisible();
    expect(await form.values()).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(provider.received).toHaveLength(1);
    expect(provider.accepted).toHaveLength(1);
    // The island and the page's background work (the outbox's retries after load) ran, and nothing was left unhandled.
    await expect(page.locator('[data-island="contact"][data-live]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

test.describe('the visitor', () => {
  /** Holds React's chunk back until `release()`: the page is not live yet. */
  async function holdReact(page: Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(REACT_DOM_CHUNK, async (route: Route) => {
      requested = true;
      await released;
      await route.continue();
    });
    return { release, requested: () => requested };
  }

  test('double click before the page is live: one request', async ({ page, provider }) => {
    const react = await holdReact(page);
    await openContact(page);
    const form = contactForm(page);
    await form.fill();
    await form.submit.dblclick();
    await form.name.press('Enter');
    await form.name.press('Enter');
    await expect.poll(react.requested).toBe(true);
    expect(page.url()).not.toContain('?');
    expect(provider.received).toHaveLength(0);
    react.release();
    await expectRow(page, provider, { banner: 'success', values: 'cleared', queued: 0, received: 1, accepted: 1 });
    await page.waitForTimeout(1_000);
    expect(provider.received).toHaveLength(1);
  });

  test('double click and Enter twice once live: one request', async ({ page, provider }) => {
    await provider.setFailureMode('slow', { delayMs: 1_000 });
    await openContact(page);
    const form = contactForm(page);
    await form.fill();
    await waitUntilLive(page);
    await form.submit.dblclick();
    await form.name.press('Enter');
    await form.name.press('Enter');
    await expectRow(page, provider, { banner: 'success', values: 'cleared', queued: 0, received: 1, accepted: 1 });
    await page.waitForTimeout(1_000);
    expect(provider.received).toHaveLength(1);
  });

  test('Send before any script has run: never submitted natively, sent once the code arrives', async ({ page, provider }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // No module runs (DOMContentLoaded itself waits for them): only the inline guard is there.
    await page.goto('/#contact', { waitUntil: 'commit' });
    const form = contactForm(page);
    await form.send();
    await form.submit.click();
    await page.waitForTimeout(1_000);
    expect(page.url()).not.toContain('?');
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
    expect(provider.received).toHaveLength(0);
    release();
    await expectRow(page, provider, { banner: 'success', values: 'cleared', queued: 0, received: 1, accepted: 1 });
    await page.waitForTimeout(1_000);
    expect(provider.received).toHaveLength(1);
  });

  test('Send while the code never arrives: told to write by email, with the text kept, nothing sent', async ({ page, provider }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
    const form = contactForm(page);
    await form.send();
    const note = form.form.locator('[data-early-submit-note]');
    await expect(note).toBeHidden();
    await expect(note).toBeVisible({ timeout: 12_000 });
    await expect(note).toContainText('write to me by email');
    await expect(note.getByRole('link')).toHaveAttribute('href', /^mailto:/);
    expect(page.url()).not.toContain('?');
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
    expect(provider.received).toHaveLength(0);
  });

  test('fields of spaces: a reason under each, nothing sent, nothing lost', async ({ page, provider }) => {
    await openContact(page);
    const form = contactForm(page);
    const blank = { name: '   ', email: 'jordan@example.com', subject: ' \t ', message: '\n   \n' };
    await form.send(blank);
    await expect(form.form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.form.getByText('Please enter a subject.')).toBeVisible();
    await expect(form.form.getByText('Please write a message.')).toBeVisible();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(await form.values()).toEqual(blank);
    await page.waitForTimeout(500);
    expect(provider.received).toHaveLength(0);
  });

  test('100 KB pasted: the counter says how far over, Send refuses it, the text stays', async ({ page, provider }) => {
    await openContact(page);
    const form = contactForm(page);
    const huge = { ...SAMPLE_MESSAGE, message: 'y'.repeat(100 * 1024) };
    await form.fill(huge);
    await expect(form.form.getByTestId('message-counter')).toHaveText(/^Too long by [\d,]+ characters/);
    await form.submit.click();
    await expect(form.form.getByText(/^Too long by [\d,]+ characters/)).toBeVisible();
    await expect(form.message).toHaveAttribute('aria-invalid', 'true');
    expect((await form.values()).message).toHaveLength(100 * 1024);
    await page.waitForTimeout(500);
    expect(provider.received).toHaveLength(0);

    // Trimmed to the counter's room, it goes, once.
    await form.message.fill('y'.repeat(45_000));
    await expect(form.form.getByTestId('message-counter')).toHaveText(/characters left$/);
    await form.submit.click();
    await expect(form.successBanner).toBeVisible();
    expect(provider.accepted).toHaveLength(1);
  });
});
