/**
 * The outbox against the production build and its real waits. Every fault, row by row (each
 * status, a hang, two tabs, a reload or a close mid-send, broken storage…), is in
 * contact-faults.spec.ts, on a build with the waits shortened.
 */
import type { Page } from '@playwright/test';
import type { FakeProvider } from '../support/fake-provider.ts';
import { contactForm, expectedSendBody, NOT_SAVED_NOTE, outboxCount, SAMPLE_MESSAGE, SAVED_NOTE } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { WITH_BACKGROUND_SYNC } from '../support/background-sync.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

test.use(WITH_BACKGROUND_SYNC);

async function submitAndExpectQueued(page: Page) {
  const form = contactForm(page);
  await form.send();
  const banner = form.errorBanner;
  await expect(banner).toBeVisible();
  await expect(form.note).toHaveText(SAVED_NOTE);
  expect(await form.values()).toEqual(SAMPLE_MESSAGE);
  return form;
}

async function expectDeliveredOnce(page: Page, provider: FakeProvider) {
  await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
  const accepted = provider.received.filter((request) => request.status === 200);
  expect(accepted.map((request) => request.body)).toEqual([expectedSendBody()]);
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  // The form no longer shows the delivered message, so it cannot be sent again by mistake.
  expect(await contactForm(page).values()).toEqual({ name: '', email: '', subject: '', message: '' });
  // Nothing else goes out afterwards.
  await page.waitForTimeout(6000);
  expect(provider.accepted).toHaveLength(1);
}

test('offline: queued behind the banner, delivered once when the network returns', async ({ page, context, provider }) => {
  await page.goto('/#contact');
  // The service worker has the site and serves this very page: the network may go.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await submitAndExpectQueued(page);
  expect(provider.received).toHaveLength(0);

  await context.setOffline(false);
  await expectDeliveredOnce(page, provider);
});

test('queued, then the page reloads: delivered once after the reload', async ({ page, provider }) => {
  await provider.setFailureMode('refused');
  await page.goto('/#contact');
  await submitAndExpectQueued(page);

  await provider.setFailureMode('ok');
  await page.reload();
  await expect.poll(() => provider.accepted.length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(6000);
  expect(provider.accepted).toHaveLength(1);
  expect(provider.received.filter((request) => request.status === 200).map((r) => r.body)).toEqual([expectedSendBody()]);
});

test('resubmitting a message that already waits does not queue or send it twice', async ({ page, provider }) => {
  await provider.setFailureMode('refused');
  await page.goto('/#contact');
  const form = await submitAndExpectQueued(page);
  await form.submit.click(); // the very same message again, provider still unreachable
  await expect(form.note).toHaveText(SAVED_NOTE);
  expect(await outboxCount(page)).toBe(1);

  await provider.setFailureMode('ok');
  await form.submit.click(); // and once more, now reachable: the waiting copy goes, once
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await page.waitForTimeout(6000);
  expect(provider.accepted).toHaveLength(1);
});

test('without IndexedDB the banner still shows and nothing typed is lost', async ({ page, provider }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  });
  await provider.setFailureMode('refused');
  await page.goto('/#contact');
  const form = contactForm(page);
  await form.send();
  const banner = form.errorBanner;
  await expect(banner).toBeVisible();
  await expect(contactForm(page).note).toHaveText(NOT_SAVED_NOTE);
  expect(await form.values()).toEqual(SAMPLE_MESSAGE);
});
