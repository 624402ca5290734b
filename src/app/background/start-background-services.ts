/**
 * What runs behind the page from load on, whether or not the visitor has touched it yet: the
 * service worker (offline copy, update checks) and delivery of the contact outbox. Plain
 * modules, no React: they only bring the page to life (hydrate it) when they have something
 * to show, an update prompt or an outbox notice.
 */
import { yieldToMain } from '../boot/scheduling';
import { startOutboxDelivery } from '@/features/contact/page-delivery';
import { showOnPage } from './show-on-page';
import { startServiceWorker } from './service-worker-updates';

/**
 * On a first visit, registering the service worker starts the download of the whole offline copy
 * (~1.3 MB, 100+ files written to the cache): begun at load, it took the CPU that a phone's first
 * taps needed (the theme toggle 0.5 s after load answered in ~150-220 ms instead of ~70-130 ms
 * at 4x CPU, npm run bench). It waits this long after load; a returning visit (the service worker
 * already in control) only checks for an update, at once.
 */
const FIRST_INSTALL_DELAY_MS = 4000;

export async function startBackgroundServices(): Promise<void> {
  const start = () =>
    startServiceWorker({
      onUpdateReady: (activateUpdate) =>
        showOnPage(() => import('./update-prompt')).then(({ showUpdatePrompt }) => showUpdatePrompt(activateUpdate)),
    });
  if (navigator.serviceWorker?.controller) start();
  else setTimeout(start, FIRST_INSTALL_DELAY_MS);
  await yieldToMain(); // two short tasks rather than one long one
  startOutboxDelivery((event) =>
    showOnPage(() => import('@/features/contact/outbox-notifications')).then(({ notifyOutboxEvent }) => notifyOutboxEvent(event)),
  );
}
