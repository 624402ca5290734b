import type { OutboxEvent } from '@/features/contact/outbox/outbox-events';
import { listenForOutboxEvents } from '@/features/contact/outbox/outbox-events';
import { getPageOutbox } from '@/features/contact/outbox/page-outbox';

/**
 * Delivers the outbox while the page is open: at load, when the network returns, when the
 * page becomes visible again, and on the scheduler's capped backoff in between. Outcomes
 * (from this page, another tab or the service worker) arrive as events.
 */
export function startOutboxDelivery(onEvent: (event: OutboxEvent) => void): void {
  listenForOutboxEvents(onEvent);
  const { scheduler } = getPageOutbox();
  const trigger = () => void scheduler.trigger();
  trigger();
  window.addEventListener('online', trigger);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') trigger();
  });
}
