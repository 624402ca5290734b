/**
 * A flush that tells every open page what happened (delivered, rejected, expired) over the outbox
 * channel. Both the page's scheduler and the service worker flush through this, so the
 * notification "your earlier message was sent" appears wherever the flush ran.
 */
import { flushOutbox, type FlushOptions, type FlushSummary } from './flush-outbox';
import { announceOutboxEvent, deliveredEvent, droppedEvent } from './outbox-events';

export type AnnouncedFlushOptions = Omit<FlushOptions, 'onDelivered' | 'onRejected'>;

export async function flushAndAnnounce(options: AnnouncedFlushOptions): Promise<FlushSummary> {
  const summary = await flushOutbox({
    ...options,
    onDelivered: (entry) => announceOutboxEvent(deliveredEvent(entry)),
    onRejected: (entry) => announceOutboxEvent(droppedEvent(entry, 'rejected')),
  });
  for (const entry of summary.expired) announceOutboxEvent(droppedEvent(entry, 'expired'));
  return summary;
}
