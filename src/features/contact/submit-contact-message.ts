/**
 * The form's submit: send now through the outbox (so a message already waiting there is never
 * sent twice), and when it was queued, arm the page's retry timer and Background Sync so it
 * leaves even if this tab closes.
 */
import type { ContactMessage } from '@/content/types';
import { announceOutboxEvent, deliveredEvent } from '@/features/contact/outbox/outbox-events';
import { requestOutboxSync } from '@/features/contact/outbox/outbox-sync';
import { getPageOutbox } from '@/features/contact/outbox/page-outbox';
import { submitMessage, type SubmitResult } from '@/features/contact/outbox/submit-message';

export async function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
  const outbox = getPageOutbox();
  const result = await submitMessage(message, {
    store: outbox.store,
    send: outbox.send,
    lock: outbox.lock,
    onDelivered: (entry) => announceOutboxEvent(deliveredEvent(entry)),
  });
  if (result.status === 'queued' || result.status === 'already-queued') {
    void outbox.scheduler.wake();
    void requestOutboxSync();
  }
  return result;
}
