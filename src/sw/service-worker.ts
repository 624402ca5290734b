/// <reference lib="webworker" />
/**
 * The service worker. It owns two things:
 * - the precache: every file the page can request (HTML, scripts, styles, every image size,
 *   icons, the resume, the career kit's contact card and QR code), so the site works fully
 *   offline after one visit. Versions are swapped
 *   whole: a new worker waits until the visitor accepts the update, then old caches go.
 *   The first worker also takes over the page that installed it: that page fetches an island's
 *   code only as the visitor nears it, and must get it even if the network went since.
 * - the contact form's requests: a page hands each flush of the outbox to the worker, which
 *   outlives it, and Background Sync flushes it with the tab closed (the worker's side, at the
 *   bottom of features/contact/outbox/outbox.ts), on the worker's one outbox created here.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createOutbox, installContactWorker, type ContactWorkerScope } from '@/features/contact/outbox/outbox';
import { contactCardType } from './contact-card-type';

declare const self: ServiceWorkerGlobalScope;

/** A path whose last segment has an extension (matched against path + query, as Workbox does). */
const FILE_PATH = /^[^?]*\/[^/?]+\.[^/?]+(\?.*)?$/;

addPlugins([contactCardType]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Only the first install changes anything: an update's worker activates when the visitor
// accepts it, and pages the old worker controlled pass to it anyway.
clientsClaim();
// Any in-scope navigation (a deep link, a reload with a hash) gets the precached page, except
// a file's address (`/sitemap.xml`, `/robots.txt`, an unknown `/x.txt`): that goes to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${import.meta.env.BASE_URL}index.html`), {
    denylist: [FILE_PATH],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installContactWorker(self as unknown as ContactWorkerScope, createOutbox());
