/**
 * The page's one outbox: the IndexedDB store, the Web Lock shared with other tabs and the
 * service worker, the configured provider, and the backoff scheduler that re-flushes while the
 * page stays open. Created on first use, so prerendering never touches browser storage.
 */
import { emailConfig } from '@/config/env';
import type { ContactMessage } from '@/content/types';
import { sendContactMessage } from '@/features/contact/email/send-contact-message';
import { flushAndAnnounce } from './announced-flush';
import { defaultLock, type WithLock } from './outbox-lock';
import { createOutboxScheduler, type OutboxScheduler } from './outbox-scheduler';
import { getOutboxStore } from './outbox-store';
import type { OutboxStore, SendContact } from './outbox-types';

export interface PageOutbox {
  store: OutboxStore;
  lock: WithLock;
  send: SendContact;
  scheduler: OutboxScheduler;
}

let pageOutbox: PageOutbox | undefined;

export function getPageOutbox(): PageOutbox {
  if (!pageOutbox) {
    const store = getOutboxStore();
    const lock = defaultLock();
    const send = (message: ContactMessage) => sendContactMessage(message, emailConfig);
    const scheduler = createOutboxScheduler({
      flush: (ignoreBackoff) => flushAndAnnounce({ store, send, lock, ignoreBackoff }),
    });
    pageOutbox = { store, lock, send, scheduler };
  }
  return pageOutbox;
}
