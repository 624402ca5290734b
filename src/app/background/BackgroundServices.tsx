import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useOutboxDelivery } from '@/hooks/useOutboxDelivery';
import { notifyOutboxEvent } from './outbox-notifications';
import { useServiceWorkerUpdates } from './useServiceWorkerUpdates';

/**
 * What runs behind the page once it is interactive: the service worker and its update
 * prompt, delivery of the contact outbox, and the notifications that report them. Loaded
 * lazily, after hydration.
 */
export function BackgroundServices() {
  useServiceWorkerUpdates();
  useOutboxDelivery(notifyOutboxEvent);
  return <Notifications position="bottom-right" zIndex={400} />;
}
