/** Helpers for driving the contact form the way a visitor does. */
import type { Page } from '@playwright/test';
import { SDK_VERSION } from './email-sdk.ts';

export const SAMPLE_MESSAGE = {
  name: 'Jordan Recruiter',
  email: 'jordan@example.com',
  subject: 'Summer internship',
  message: 'Hello,\nWe liked your portfolio. Can we talk on Friday? ✓',
};

export type ContactFields = typeof SAMPLE_MESSAGE;

/** The spec's banners (section 8). */
export const SUCCESS_TEXT = 'Thank you! Your message has been sent successfully.';
export const ERROR_TEXT = 'Oops! Something went wrong. Please try again later.';

/** The calm notes beside the error banner (the dictionary's contact.notes, src/config/dictionary/en-words.ts). */
export const SAVED_NOTE = /saved on this device and will be sent automatically/;
export const NOT_SAVED_NOTE = /could not save the message/;

/** What the form's fields, its button and its banners say (a page's dictionary's `contact` fits). */
export interface FormWords {
  labels: { name: string; email: string; subject: string; message: string };
  send: string;
  sending: string;
  banners: { success: string; error: string };
}

/** The spec's words, as the first page shows them. */
const SPEC_FORM_WORDS: FormWords = {
  labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  send: 'Send Message',
  sending: 'Sending...',
  banners: { success: SUCCESS_TEXT, error: ERROR_TEXT },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form on the page, found by what it says: the spec's English, or `words` on a page in another language. */
export function contactForm(page: Page, words: FormWords = SPEC_FORM_WORDS) {
  const form = page.locator('#contact form');
  return {
    form,
    name: form.getByLabel(words.labels.name),
    email: form.getByLabel(words.labels.email),
    subject: form.getByLabel(words.labels.subject),
    message: form.getByLabel(words.labels.message),
    submit: form.getByRole('button', { name: new RegExp(`${escapeRegExp(words.send)}|${escapeRegExp(words.sending)}`) }),
    successBanner: page.getByRole('status').filter({ hasText: words.banners.success }),
    /** The red alert: the spec's text and nothing else. */
    errorBanner: page.getByRole('alert').filter({ hasText: words.banners.error }),
    /** What became of an unsent message, beside (not inside) the error banner. */
    note: page.locator('#contact').getByTestId('queue-note'),
    async fill(fields: ContactFields = SAMPLE_MESSAGE) {
      await this.name.fill(fields.name);
      await this.email.fill(fields.email);
      await this.subject.fill(fields.subject);
      await this.message.fill(fields.message);
    },
    /** Fills every field and presses the send button, as a visitor does. */
    async send(fields: ContactFields = SAMPLE_MESSAGE) {
      await this.fill(fields);
      await this.submit.click();
    },
    async values(): Promise<ContactFields> {
      return {
        name: await this.name.inputValue(),
        email: await this.email.inputValue(),
        subject: await this.subject.inputValue(),
        message: await this.message.inputValue(),
      };
    },
  };
}

/** The exact request body of spec section 7 for the default (local mailbox) build: the installed SDK's own. */
export function expectedSendBody(fields: ContactFields = SAMPLE_MESSAGE) {
  return {
    lib_version: SDK_VERSION,
    user_id: 'local_public_key',
    service_id: 'local_mailbox',
    template_id: 'local_template',
    template_params: fields,
  };
}

/** Messages waiting in the outbox (IndexedDB), as the page sees them (not those kept only to tell the visitor they were dropped). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('portfolio-outbox');
        let created = false;
        // No outbox yet: leave none behind either (an empty database would block the page's own).
        request.onupgradeneeded = () => {
          created = true;
          request.transaction!.abort();
        };
        request.onerror = () => (created ? resolve(0) : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('messages')) {
            db.close();
            resolve(0);
            return;
          }
          const all = db.transaction('messages').objectStore('messages').getAll();
          all.onsuccess = () => {
            db.close();
            // Entries only: the device's send times (an array) sit beside them.
            resolve((all.result as ({ dropped?: string } | number[])[]).filter((entry) => !Array.isArray(entry) && entry.dropped === undefined).length);
          };
        };
      }),
  );
}
