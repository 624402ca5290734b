/**
 * What runs behind the page after load, whether or not the visitor has touched it yet: the
 * service worker (offline copy, update checks), the contact outbox's retries and notices (the
 * page's one outbox, src/features/contact/page-outbox.ts, which the form may have created
 * already) and, in a build that counts, the visit counts (visit-counts.ts). Plain modules, no
 * React: the notifications' root (notifications.tsx) is loaded only when there is something to
 * show, an update prompt or an outbox notice.
 */
import { pageOutbox } from '@/features/contact/page-outbox.ts';
// The outbox's code comes with this module, in the same round of requests, rather than one
// round after it: page-outbox.ts, which imports it on first use, then finds it loaded. Asked for
// only there, the outbox started through four chunks in turn, and the page's blocking time after
// load grew with them (docs/decisions/012).
import '@/features/contact/page-side.ts';
import { startServiceWorker } from './service-worker-updates.ts';
import { startVisitCounts } from './visit-counts.ts';

/**
 * On a first visit, registering the service worker starts the download of the whole offline copy
 * (~1.3 MB, 100+ files written to the cache): begun at load, it took the CPU that a phone's first
 * taps needed (the theme toggle 0.5 s after load answered in ~150-220 ms instead of ~70-130 ms
 * at 4x CPU, npm run bench). It waits this long after load; a returning visit (the service worker
 * already in control) only checks for an update, at once.
 */
const FIRST_INSTALL_DELAY_MS = 4000;

/** After load, once: the service worker, the outbox's retries and notices, the visit counts. */
export function startBackgroundServices(): void {
  // A build that does not count (the owner set no counter, or it is a local build) has null
  // here, and then not one byte of counting code: the bundler drops the call and the module.
  if (__VISIT_COUNTER__) startVisitCounts(__VISIT_COUNTER__);
  let notifications: Promise<typeof import('./notifications.tsx')> | null = null;
  /** The notifications' root, mounted once, the first time something is shown; then `load`'s module. */
  const showOnPage = async <T>(load: () => Promise<T>): Promise<T> => {
    notifications ??= import('./notifications.tsx').then(async (module) => {
      await module.mountNotifications();
      return module;
    });
    const [module] = await Promise.all([load(), notifications]);
    return module;
  };
  const startWorker = () =>
    startServiceWorker({
      onUpdateReady: (activateUpdate) => showOnPage(() => import('./notifications.tsx')).then(({ showUpdatePrompt }) => showUpdatePrompt(activateUpdate)),
    });
  if (navigator.serviceWorker?.controller) startWorker();
  else setTimeout(startWorker, FIRST_INSTALL_DELAY_MS);
  void pageOutbox().then((contact) =>
    contact.start((event) =>
      showOnPage(() => import('@/features/contact/outbox-notifications.tsx')).then(({ notifyOutboxEvent }) => notifyOutboxEvent(event, contact)),
    ),
  );
}
