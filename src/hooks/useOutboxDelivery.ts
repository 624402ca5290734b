import { useEffect } from 'react';
import type { OutboxEvent } from '@/lib/outbox/outbox-events';
import { listenForOutboxEvents } from '@/lib/outbox/outbox-events';
import { getPageOutbox } from '@/lib/outbox/page-outbox';

/**
 * Delivers the outbox while the page is open: at load, when the network returns, when the
 * page becomes visible again, and on the scheduler's capped backoff in between. Outcomes
 * (from this page, another tab or the service worker) arrive as events.
 */
export function useOutboxDelivery(onEvent: (event: OutboxEvent) => void): void {
  useEffect(() => listenForOutboxEvents(onEvent), [onEvent]);

  useEffect(() => {
    const { scheduler } = getPageOutbox();
    const trigger = () => void scheduler.trigger();
    const triggerWhenVisible = () => {
      if (document.visibilityState === 'visible') trigger();
    };
    trigger();
    window.addEventListener('online', trigger);
    document.addEventListener('visibilitychange', triggerWhenVisible);
    return () => {
      window.removeEventListener('online', trigger);
      document.removeEventListener('visibilitychange', triggerWhenVisible);
    };
  }, []);
}
