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
 *   features/contact/outbox/worker-side.ts), on the worker's one outbox created here.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { createOutbox } from '@/features/contact/outbox/outbox.ts';
import { installContactWorker, type ContactWorkerScope } from '@/features/contact/outbox/worker-side.ts';
import { contactCardType } from './contact-card-type.ts';
import { languageOfAddress, offlinePageResponse } from './offline-page.ts';

declare const self: ServiceWorkerGlobalScope;

const BASE = import.meta.env.BASE_URL;
const PAGE_FILE = 'index.html';
// Named once: the build writes the precache list in at its one mention.
const PRECACHE = self.__WB_MANIFEST;

/**
 * The site's own pages, as precached (`/index.html`, `/fr/index.html`, `/projects/x/index.html`):
 * the worker answers a navigation only for these. On a GitHub user site the scope `/` also covers
 * the owner's other sites (`/other-project/`), which are not ours to answer.
 */
const SITE_PAGES = new Set(
  PRECACHE.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname).filter((path) => path.endsWith(`/${PAGE_FILE}`)),
);

/** The precached page an address names, with or without its slash (`/fr`, `/fr/`, `/fr/index.html`), or null. */
function sitePageOf({ pathname }: URL): string | null {
  const page = pathname.endsWith(`/${PAGE_FILE}`) ? pathname : `${pathname.replace(/\/?$/, '/')}${PAGE_FILE}`;
  return SITE_PAGES.has(page) ? page : null;
}

addPlugins([contactCardType]);
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();
// Only the first install changes anything: an update's worker activates when the visitor
// accepts it, and pages the old worker controlled pass to it anyway.
clientsClaim();
// A navigation to one of the site's pages gets its precached copy, online or not, whatever its
// query (`?via=qr`; a hash never reaches the worker). Precaching's own route has answered the
// exact addresses before this one sees them.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sitePageOf(url) !== null,
  async ({ request, url }) => (await matchPrecache(sitePageOf(url)!)) ?? fetch(request),
);
// Any other navigation in scope (a sibling site, an unknown path, `/sitemap.xml`) goes to the
// network as it is, its answer (a 404 too) untouched; only with no network at all does the
// visitor get the site's small offline page instead of the browser's error.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return offlinePageResponse(languageOfAddress(url.pathname, BASE), BASE);
    }
  },
);
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installContactWorker(self as unknown as ContactWorkerScope, createOutbox());
