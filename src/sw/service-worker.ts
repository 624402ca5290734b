/// <reference lib="webworker" />
/**
 * The service worker. It owns two things:
 * - the precache: every file the pages can request (each language's page and resume, scripts,
 *   styles, every image size, icons, the career kit's contact card and QR code), so the site
 *   works fully offline after one visit, in every language. Versions are swapped
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
import { createOutbox, installContactWorker, type ContactWorkerScope } from '@/features/contact/outbox/outbox.ts';
import { FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import { contactCardType } from './contact-card-type.ts';

declare const self: ServiceWorkerGlobalScope;

const BASE = import.meta.env.BASE_URL;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path whose last segment has an extension (matched against path + query, as Workbox does). */
const FILE_PATH = /^[^?]*\/[^/?]+\.[^/?]+(\?.*)?$/;

addPlugins([contactCardType]);
// A page's address with or without its slash: `/projects/x/` is `projects/x/index.html`
// (Workbox's directoryIndex), and so is `/projects/x`, a case study's own page, not the one page.
precacheAndRoute(self.__WB_MANIFEST, {
  urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/index.html`, url)]),
});
cleanupOutdatedCaches();
// Only the first install changes anything: an update's worker activates when the visitor
// accepts it, and pages the old worker controlled pass to it anyway.
clientsClaim();
// Any in-scope navigation (a deep link, a reload with a hash) gets the precached page in its
// language, except a file's address (`/sitemap.xml`, `/robots.txt`, an unknown `/x.txt`): that
// goes to the network. Each further language's page answers its own path, with or without the
// slash (`/fr`, `/fr/`, `/fr/?q`), before the first language's takes every other address.
for (const { code } of SITE_LANGUAGES.filter(({ code }) => code !== FIRST_LANGUAGE)) {
  const page = `${BASE}${pagePathOf(code)}`;
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`${page}index.html`), {
      allowlist: [new RegExp(`^${escapeRegExp(page.replace(/\/$/, ''))}(?:[/?]|$)`)],
      denylist: [FILE_PATH],
    }),
  );
}
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), { denylist: [FILE_PATH] }));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installContactWorker(self as unknown as ContactWorkerScope, createOutbox());
