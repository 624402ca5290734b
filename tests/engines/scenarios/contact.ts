/** The contact form's banners, and the outbox delivering from the page itself (no Background Sync here). */
import { expect } from 'vitest';
import { ERROR_TEXT, expectedSendBody, SAVED_NOTE, SUCCESS_TEXT, type ContactFields } from '../../support/contact-form.ts';
import type { FakeProvider } from '../../support/fake-provider.ts';
import type { Scenario } from '../engine-suite.ts';
import { scrollTo, textOf } from '../page-reads.ts';
import { eventually, type Visit } from '../visit.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function message(engine: string): ContactFields {
  return { name: 'Jordan Recruiter', email: 'jordan@example.com', subject: `Internship (${engine})`, message: `Hello, sent from ${engine}. ✓` };
}

/** Types every field, key by key, into the live form and presses Send. */
export async function send(visit: Visit, fields: ContactFields) {
  await scrollTo(visit, '#contact form');
  await eventually(
    () => visit.page.evaluate(() => document.querySelector('[data-island="contact"][data-live]') !== null),
    (live) => expect(live, 'the contact form is live').toBe(true),
    15_000,
  );
  for (const field of FIELDS) await visit.page.type(`#contact form [name="${field}"]`, fields[field]);
  // In view first, as a visitor brings it: WebKitWebDriver refuses ("element not interactable")
  // a button it would have to scroll to from below the viewport's bottom edge.
  await scrollTo(visit, '#contact form button[type="submit"]');
  await visit.page.click('#contact form button[type="submit"]');
}

function formValues(visit: Visit) {
  return visit.page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, document.querySelector<HTMLInputElement>(`#contact form [name="${name}"]`)!.value])),
    [...FIELDS],
  );
}

async function expectSavedError(visit: Visit, fields: ContactFields) {
  await eventually(
    async () => [await textOf(visit, '[data-testid="contact-error"]'), await textOf(visit, '#contact [data-testid="queue-note"]')],
    ([banner, note]) => {
      expect(banner).toBe(ERROR_TEXT);
      expect(note).toMatch(SAVED_NOTE);
    },
    20_000,
  );
  expect(await formValues(visit)).toEqual(fields);
}

async function expectDeliveredOnce(provider: FakeProvider, fields: ContactFields) {
  await eventually(
    async () => provider.accepted.length,
    (count) => expect(count).toBe(1),
    30_000,
  );
  expect(provider.received.filter((request) => request.status === 200).map((request) => request.body)).toEqual([expectedSendBody(fields)]);
}

export const contactScenarios: Scenario[] = [
  [
    'a sent message: the exact request, the success banner, the fields cleared',
    async ({ engine, open, provider }) => {
      const visit = await open({ width: 1280, height: 800, path: '/#contact' });
      const fields = message(engine);
      await send(visit, fields);
      await eventually(() => textOf(visit, '[data-testid="contact-success"]'), (banner) => expect(banner).toBe(SUCCESS_TEXT), 15_000);
      expect(provider.received.map((request) => request.body)).toEqual([expectedSendBody(fields)]);
      expect(await formValues(visit)).toEqual({ name: '', email: '', subject: '', message: '' });
    },
  ],
  [
    'a provider error: the error banner alone, the message saved, every value kept',
    async ({ engine, open, provider }) => {
      await provider.setFailureMode(500);
      const visit = await open({ width: 390, height: 844, path: '/#contact' });
      const fields = message(engine);
      await send(visit, fields);
      await expectSavedError(visit, fields);
      expect(await textOf(visit, '[data-testid="contact-success"]')).toBeNull();
    },
  ],
  [
    'a send made while the provider is unreachable is delivered once when the page is open again',
    async ({ engine, open, provider }) => {
      await provider.setFailureMode('refused');
      const visit = await open({ width: 390, height: 844, path: '/#contact' });
      const fields = message(engine);
      await send(visit, fields);
      await expectSavedError(visit, fields);
      expect(provider.received).toHaveLength(0);

      // The network is back, and the visitor opens the page again: the page itself sends.
      await provider.setFailureMode('ok');
      await visit.reload();
      await expectDeliveredOnce(provider, fields);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(provider.accepted).toHaveLength(1);
    },
  ],
];
