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

export async function startBackgroundServices(): Promise<void> {
  startServiceWorker({
    onUpdateReady: (activateUpdate) =>
      showOnPage(() => import('./update-prompt')).then(({ showUpdatePrompt }) => showUpdatePrompt(activateUpdate)),
  });
  await yieldToMain(); // two short tasks rather than one long one
  startOutboxDelivery((event) =>
    showOnPage(() => import('@/features/contact/outbox-notifications')).then(({ notifyOutboxEvent }) => notifyOutboxEvent(event)),
  );
}
