/**
 * A form bots cannot drain (decision 013), on the production build and its real limit: a bot's
 * Send, whatever it fills and however long it waits, reaches nothing; a person is never caught
 * or slowed (fast typing, autofill, a draft the browser restored after a reload); one device
 * sends 3 messages in 10 minutes, the rest told when they may go, their text kept, while three
 * written offline all arrive; a refusal for good offers the message from the visitor's mail app.
 */
import type { Page } from '@playwright/test';
import { profile } from '../../src/content/profile.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { contactForm, ERROR_TEXT, outboxCount, SAMPLE_MESSAGE, SAVED_NOTE } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

/** The spec of the limit, in the visitor's words: 3 messages every 10 minutes, and when the next may go. */
const LIMIT_NOTE = /at most 3 messages every 10 minutes\. Your text is still here: you can send it at .+, in (9|10) minutes\./;
const MAIL_INSTEAD = 'Send it from your mail app instead';

const EMPTY = { name: '', email: '', subject: '', message: '' };

async function openLiveForm(page: Page, path = '/#contact') {
  await page.goto(path);
  await expect(page.locator('[data-island="contact"][data-live]')).toHaveCount(1, { timeout: 15_000 });
}

/** What the device stored: its waiting messages and its send times, straight from IndexedDB. */
function storedRecords(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const request = indexedDB.open('portfolio-outbox');
        request.onupgradeneeded = () => request.transaction!.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('messages')) return resolve([]);
          const all = db.transaction('messages').objectStore('messages').getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
        };
      }),
  );
}

/** A bot in the page: sets fields by script (every one it finds, or only the named ones), waits, submits. */
async function scriptedBot(page: Page, { everyField, waitMs }: { everyField: boolean; waitMs: number }) {
  await page.evaluate(
    async ({ everyField, waitMs, message }) => {
      const form = document.querySelector<HTMLFormElement>('#contact form')!;
      const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
      for (const field of fields) {
        const value = (message as Record<string, string>)[field.name] ?? (everyField ? 'https://cheap-pills.example' : undefined);
        if (value === undefined) continue;
        // As React reads it: the value's own setter, then an input event.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      form.requestSubmit();
    },
    { everyField, waitMs, message: { ...SAMPLE_MESSAGE, subject: 'Cheap pills' } },
  );
}

async function expectWentNowhere(page: Page, provider: { received: unknown[] }) {
  // It looks sent, to the bot.
  await expect(contactForm(page).successBanner).toBeVisible();
  await page.waitForTimeout(3_000);
  expect(provider.received).toHaveLength(0);
  expect(await outboxCount(page)).toBe(0);
  // Counted nowhere: no send times, no entry.
  expect(await storedRecords(page)).toEqual([]);
}

test.describe('a bot', () => {
  test('that fills every field, seen or not, by script, and waits 12 s before submitting: looks sent, sends nothing', async ({ page, provider }) => {
    await openLiveForm(page);
    await scriptedBot(page, { everyField: true, waitMs: 12_000 });
    await expectWentNowhere(page, provider);
  });

  test('that fills only the named fields by script and waits 12 s: no hand of a person on the form, sends nothing', async ({ page, provider }) => {
    await openLiveForm(page);
    await scriptedBot(page, { everyField: false, waitMs: 12_000 });
    await expectWentNowhere(page, provider);
  });

  test('that types like a person into every field, the hidden one too, and clicks Send after waiting: sends nothing', async ({ page, provider }) => {
    await openLiveForm(page);
    const form = contactForm(page);
    await form.fill(SAMPLE_MESSAGE);
    // The trap is out of reach of any click or key (inert): a bot sets it as it finds it in the HTML.
    await page.locator('#contact form input[name="website"]').evaluate((field: HTMLInputElement) => (field.value = 'https://cheap-pills.example'));
    await page.waitForTimeout(5_000);
    await form.submit.click();
    await expectWentNowhere(page, provider);
  });
});

test.describe('a person', () => {
  test('is never caught and never slowed: typing fast, Send at once, delivered with the spec banner', async ({ page, provider }) => {
    await openLiveForm(page);
    const form = contactForm(page);
    const started = Date.now();
    await form.send();
    await expect(form.successBanner).toBeVisible();
    const ms = Date.now() - started;
    console.log(`a person's Send, from typing to the success banner: ${ms} ms`);
    expect(provider.accepted.map((message) => message.subject)).toEqual([SAMPLE_MESSAGE.subject]);
  });

  test('with fields filled without a key pressed (autofill), then Send: delivered', async ({ page, provider }) => {
    await openLiveForm(page);
    const form = contactForm(page);
    // Autofill: the browser sets the values itself; no key, no press in the fields.
    for (const [name, value] of Object.entries(SAMPLE_MESSAGE)) await form.form.locator(`[name="${name}"]`).fill(value);
    await form.submit.click();
    await expect(form.successBanner).toBeVisible();
    expect(provider.accepted).toHaveLength(1);
  });
});

test.describe('a person whose draft the browser put back after a reload', () => {
  // No service worker: the reload's code comes from the network, where the test can hold it back.
  test.use({ serviceWorkers: 'block' });

  test('presses Send before the page is live, no key pressed since the reload: delivered', async ({ page, provider }) => {
    await openLiveForm(page);
    const form = contactForm(page);
    await form.fill(SAMPLE_MESSAGE);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-islands-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    // The draft comes back into the fields with no key pressed and no event, before the page is
    // live: as a browser that restores form state does it, or a notice's "Put it back in the
    // form" before the form's code came (Chromium here keeps no form state across this reload).
    await page.locator('#contact form').evaluate((element: HTMLFormElement, message: Record<string, string>) => {
      for (const [name, value] of Object.entries(message)) (element.elements.namedItem(name) as HTMLInputElement).value = value;
    }, SAMPLE_MESSAGE);
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
    await form.submit.click();
    await page.waitForTimeout(500);
    expect(provider.received).toHaveLength(0);
    release();
    await expect(form.successBanner).toBeVisible({ timeout: 20_000 });
    expect(provider.accepted.map((message) => message.subject)).toEqual([SAMPLE_MESSAGE.subject]);
  });
});

test.describe('one device', () => {
  test('8 quick messages from one page: 3 sent, the other 5 told when they may go, each keeping its text', async ({ page, provider }) => {
    test.setTimeout(120_000);
    await openLiveForm(page);
    const form = contactForm(page);
    const messages = Array.from({ length: 8 }, (_, index) => ({ ...SAMPLE_MESSAGE, subject: `Quick ${index + 1}` }));
    for (const [index, message] of messages.entries()) {
      await form.send(message);
      if (index < 3) {
        await expect.poll(() => provider.accepted.length).toBe(index + 1);
        await expect.poll(() => form.values()).toEqual(EMPTY);
        continue;
      }
      await expect(form.errorBanner).toHaveText(ERROR_TEXT);
      await expect(form.note).toHaveText(LIMIT_NOTE);
      expect(await form.values()).toEqual(message);
    }
    console.log(`8 quick messages: ${provider.accepted.length} accepted, note: "${await form.note.textContent()}"`);
    await page.waitForTimeout(3_000);
    expect(provider.accepted.map((message) => message.subject)).toEqual(['Quick 1', 'Quick 2', 'Quick 3']);
    expect(provider.received).toHaveLength(3);
    expect(await outboxCount(page)).toBe(0);
  });

  test('in French too: the page says it in French', async ({ page, provider }) => {
    test.skip(!SITE_LANGUAGES.some(({ code }) => code === 'fr'), 'the site has no French page (src/content/languages.ts)');
    await provider.setFailureMode('ok');
    await openLiveForm(page, '/fr/#contact');
    const form = contactForm(page, {
      labels: { name: 'Nom', email: 'Courriel', subject: 'Objet', message: 'Message' },
      send: 'Envoyer le message',
      sending: 'Envoi...',
      banners: { success: 'Merci ! Votre message a bien été envoyé.', error: "Oups ! Une erreur s'est produite. Veuillez réessayer plus tard." },
    });
    for (let index = 1; index <= 4; index += 1) {
      await form.send({ ...SAMPLE_MESSAGE, subject: `Rapide ${index}` });
      if (index <= 3) await expect.poll(() => provider.accepted.length).toBe(index);
    }
    await expect(form.note).toHaveText(/au plus 3 messages toutes les 10 minutes\. Votre texte est toujours là\u00a0: vous pourrez l'envoyer à .+, dans (9|10) minutes\./);
    expect(await form.values()).toEqual({ ...SAMPLE_MESSAGE, subject: 'Rapide 4' });
  });

  test('three messages written offline all arrive, in order, when the network comes back; a fourth is told to wait', async ({ page, context, provider }) => {
    test.setTimeout(90_000);
    await openLiveForm(page);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const form = contactForm(page);
    const subjects = ['Offline 1', 'Offline 2', 'Offline 3'];
    for (const subject of subjects) {
      await form.send({ ...SAMPLE_MESSAGE, subject });
      await expect(form.note).toHaveText(SAVED_NOTE);
    }
    await form.send({ ...SAMPLE_MESSAGE, subject: 'Offline 4' });
    await expect(form.note).toHaveText(LIMIT_NOTE);
    expect(await outboxCount(page)).toBe(3);
    await context.setOffline(false);
    await expect.poll(() => provider.accepted.length, { timeout: 30_000 }).toBe(3);
    console.log(`offline queue: accepted in order ${provider.accepted.map((message) => message.subject).join(', ')}`);
    expect(provider.accepted.map((message) => message.subject)).toEqual(subjects);
    await page.waitForTimeout(3_000);
    expect(provider.accepted).toHaveLength(3);
    expect(await outboxCount(page)).toBe(0);
    expect(await form.values()).toEqual({ ...SAMPLE_MESSAGE, subject: 'Offline 4' });
  });
});

test.describe('a refusal for good', () => {
  test("403: the spec's banner, and beside it a mailto: link to the owner carrying the message; the text kept", async ({ page, provider }) => {
    await provider.setFailureMode(403);
    await openLiveForm(page);
    const form = contactForm(page);
    await form.send();
    await expect(form.errorBanner).toHaveText(ERROR_TEXT);
    const link = page.locator('#contact').getByRole('link', { name: MAIL_INSTEAD });
    const href = new URL((await link.getAttribute('href'))!);
    console.log(`403: mail link ${href.href.slice(0, 120)}…`);
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe(profile.email);
    expect(href.searchParams.get('subject')).toBe(SAMPLE_MESSAGE.subject);
    const body = href.searchParams.get('body')!.replace(/\r\n/g, '\n');
    expect(body).toContain(SAMPLE_MESSAGE.message);
    expect(body).toContain(`${SAMPLE_MESSAGE.name} <${SAMPLE_MESSAGE.email}>`);
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
    expect(provider.received.map((request) => request.status)).toEqual([403]);
  });
});
