/**
 * What runs behind the page from load on, whether or not the visitor has touched it yet: the
 * service worker (offline copy, update checks) and delivery of the contact outbox. Plain
 * modules, no React: the notifications' root (notifications.tsx) is loaded only when there is
 * something to show, an update prompt or an outbox notice.
 */
import { startPageOutbox } from '@/features/contact/page-side';
import { startServiceWorker } from './service-worker-updates';

/**
 * On a first visit, registering the service worker starts the download of the whole offline copy
 * (~1.3 MB, 100+ files written to the cache): begun at load, it took the CPU that a phone's first
 * taps needed (the theme toggle 0.5 s after load answered in ~150-220 ms instead of ~70-130 ms
 * at 4x CPU, npm run bench). It waits this long after load; a returning visit (the service worker
 * already in control) only checks for an update, at once.
 */
const FIRST_INSTALL_DELAY_MS = 4000;

let notificationsMounted: Promise<typeof import('./notifications')> | null = null;
/** The notifications' root, mounted once, the first time something is shown; then `load`'s module. */
async function showOnPage<T>(load: () => Promise<T>): Promise<T> {
  notificationsMounted ??= import('./notifications').then(async (module) => {
    await module.mountNotifications();
    return module;
  });
  const [module] = await Promise.all([load(), notificationsMounted]);
  return module;
}

export function startBackgroundServices(): void {
  const start = () =>
    startServiceWorker({
      onUpdateReady: (activateUpdate) => showOnPage(() => import('./notifications')).then(({ showUpdatePrompt }) => showUpdatePrompt(activateUpdate)),
    });
  if (navigator.serviceWorker?.controller) start();
  else setTimeout(start, FIRST_INSTALL_DELAY_MS);
  startPageOutbox((event) =>
    showOnPage(() => import('@/features/contact/outbox-notifications')).then(({ notifyOutboxEvent }) => notifyOutboxEvent(event)),
  );
}
