/**
 * A request that timed out may still reach the provider. When its real answer turns out to be a
 * success, the queued copy must go, or the outbox would send the message a second time.
 */
import type { SendOutcome } from '@/features/contact/email/send-contact-message';
import { OUTBOX_LOCK_NAME, type WithLock } from './outbox-lock';
import type { OutboxEntry, OutboxStore } from './outbox-types';

/** Removes entry `id` (under the lock) because an earlier request for it succeeded; null if already gone. */
export function deliverLateSuccess(store: OutboxStore, id: string, lock: WithLock): Promise<OutboxEntry | null> {
  return lock(OUTBOX_LOCK_NAME, async () => {
    const entry = (await store.list()).find((candidate) => candidate.id === id);
    if (!entry) return null;
    await store.remove(id);
    return entry;
  });
}

/**
 * Waits for a timed-out request's real outcome and, on success, removes the queued entry and
 * reports it. Never rejects. Must not be awaited while holding the lock (it takes the lock).
 */
export async function settleLateAnswer(
  lateOutcome: Promise<SendOutcome>,
  store: OutboxStore,
  id: string,
  lock: WithLock,
  onDelivered?: (entry: OutboxEntry) => void,
): Promise<void> {
  try {
    const outcome = await lateOutcome;
    if (!outcome.ok) return; // the hold on the entry runs out and the outbox retries it
    const entry = await deliverLateSuccess(store, id, lock);
    if (entry) onDelivered?.(entry);
  } catch {
    // Storage failed: the entry stays and the hold keeps a retry away for a while.
  }
}
