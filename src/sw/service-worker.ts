/// <reference lib="webworker" />
/**
 * The service worker. It owns two things:
 * - the precache: every file the page can request (HTML, scripts, styles, every image size,
 *   icons, the resume), so the site works fully offline after one visit. Versions are swapped
 *   whole: a new worker waits until the visitor accepts the update, then old caches go.
 *   The first worker also takes over the page that installed it: that page fetches its React
 *   code only at the visitor's first action, and must get it even if the network went since.
 * - Background Sync for the contact outbox: the same flush the page runs, under the same Web
 *   Lock, so a message queued in a tab that was closed still goes out exactly once.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { emailConfig } from '@/config/env';
import type { ContactMessage } from '@/content/types';
import { sendContactMessage } from '@/features/contact/email/send-contact-message';
import { defaultLock } from '@/features/contact/outbox/outbox-lock';
import { getOutboxStore } from '@/features/contact/outbox/outbox-store';
import { handleOutboxSync, type OutboxSyncEvent } from '@/features/contact/outbox/outbox-sync';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Only the first install changes anything: an update's worker activates when the visitor
// accepts it, and pages the old worker controlled pass to it anyway.
clientsClaim();
// Any in-scope navigation (a deep link, a reload with a hash) gets the precached page.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  handleOutboxSync(event as unknown as OutboxSyncEvent, {
    store: getOutboxStore(),
    lock: defaultLock(),
    send: (message: ContactMessage) => sendContactMessage(message, emailConfig),
  });
});
