/**
 * Puts a message whose send failed for a passing reason into the outbox, once: the same message
 * already waiting is reported as 'duplicate', not stored again. Expired entries are pruned first,
 * then the cap applies. Any storage failure (no IndexedDB in a private window, quota, a blocked
 * or deleted database) becomes 'unavailable', never an exception, so the form can keep its values
 * and show the standard banner. Call it under the outbox lock (see submit-message.ts) when other
 * tabs may enqueue the same message at the same moment.
 */
import type { ContactMessage } from '@/content/types';
import { backoffDelayMs, fingerprint, isExpired, MAX_QUEUED_MESSAGES } from './outbox-policy';
import type { OutboxEntry, OutboxStore } from './outbox-types';

export type EnqueueResult =
  | { status: 'queued'; entry: OutboxEntry }
  /** The same message was already waiting; that entry stays the only one. */
  | { status: 'duplicate'; entry: OutboxEntry }
  /** MAX_QUEUED_MESSAGES are waiting; this one was not stored. */
  | { status: 'full' }
  /** Storage could not be read or written; nothing was stored. */
  | { status: 'unavailable'; error: unknown };

export interface EnqueueOptions {
  /** Attempts already made (default 1: the failed send that led here); sets the first backoff. */
  attempts?: number;
  /**
   * No attempt before this time: a timed-out request may still land. Applied to the waiting
   * entry too when the message turns out to be a duplicate.
   */
  notBefore?: number;
  /** Id factory (default crypto.randomUUID). */
  newId?: () => string;
}

function randomId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // randomUUID needs a secure context; a page served over plain http on a LAN address has none.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export async function enqueueMessage(
  store: OutboxStore,
  message: ContactMessage,
  now: number,
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const { attempts = 1, notBefore, newId = randomId } = options;
  try {
    const waiting: OutboxEntry[] = [];
    for (const entry of await store.list()) {
      if (isExpired(entry, now)) await store.remove(entry.id);
      else waiting.push(entry);
    }

    const key = fingerprint(message);
    const same = waiting.find((entry) => entry.fingerprint === key);
    if (same) {
      if (notBefore === undefined || (same.notBefore ?? 0) >= notBefore) return { status: 'duplicate', entry: same };
      const held = { ...same, notBefore };
      await store.put(held);
      return { status: 'duplicate', entry: held };
    }

    if (waiting.length >= MAX_QUEUED_MESSAGES) return { status: 'full' };

    const entry: OutboxEntry = {
      id: newId(),
      fingerprint: key,
      message: { name: message.name, email: message.email, subject: message.subject, message: message.message },
      queuedAt: now,
      attempts,
      nextAttemptAt: now + backoffDelayMs(attempts),
    };
    if (notBefore !== undefined) entry.notBefore = notBefore;
    await store.put(entry);
    return { status: 'queued', entry };
  } catch (error) {
    return { status: 'unavailable', error };
  }
}
