import { useOutboxDelivery } from '@/hooks/useOutboxDelivery';
import { notifyOutboxEvent } from './outbox-notifications';
import { useServiceWorkerUpdates } from './useServiceWorkerUpdates';

/**
 * What runs behind the page once it is interactive: the service worker and its update
 * prompt, and delivery of the contact outbox. Loaded lazily, after hydration.
 */
export function BackgroundServices() {
  useServiceWorkerUpdates();
  useOutboxDelivery(notifyOutboxEvent);
  return null;
}
