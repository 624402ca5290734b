/**
 * Delivers what waits in the outbox: the one flush used by the page (load, online, visible, a
 * backoff timer) and by the service worker's `sync` handler. It runs under the outbox lock and
 * reads the store only once it holds it, so whatever another flusher delivered meanwhile is gone.
 * Oldest first; the first failure that can pass ends the flush (the network is likely still
 * down, so the rest would fail too); failures that cannot pass are dropped and reported.
 */
import type { SendFailure } from '@/features/contact/email/send-failure';
import { attemptEntry } from './attempt-entry';
import { settleLateAnswer } from './late-answer';
import { OUTBOX_LOCK_NAME, type WithLock } from './outbox-lock';
import { dueEntries, isExpired, nextDueAt } from './outbox-policy';
import type { OutboxEntry, OutboxStore, SendContact } from './outbox-types';

export interface FlushOptions {
  store: OutboxStore;
  send: SendContact;
  lock: WithLock;
  /** Clock (default Date.now); read again after each send, since sends take time. */
  now?: () => number;
  /**
   * Also try entries still in backoff: something suggests the network is back (online, page
   * load, page visible, background sync). A hold on an unknown outcome still applies.
   */
  ignoreBackoff?: boolean;
  /** Once per message the provider accepted, including a timed-out one that lands after the flush. */
  onDelivered?: (entry: OutboxEntry) => void;
  /** Once per message dropped because retrying cannot fix its failure (400, 403, 451…). */
  onRejected?: (entry: OutboxEntry, failure: SendFailure) => void;
}

export interface FlushSummary {
  delivered: OutboxEntry[];
  rejected: OutboxEntry[];
  /** Dropped unsent because they were older than MAX_MESSAGE_AGE_MS. */
  expired: OutboxEntry[];
  /** Entries still waiting. */
  remaining: number;
  /** When the next flush is worth running (ms since epoch); null when nothing waits. */
  nextAttemptAt: number | null;
  /** Settles once every request of this flush that timed out has really answered. */
  lateAnswers: Promise<void>;
}

function report(callback: () => void): void {
  try {
    callback();
  } catch {
    // A listener's bug must not stop deliveries or leave a sent message queued.
  }
}

async function flushHoldingLock(options: FlushOptions): Promise<FlushSummary> {
  const { store, send, lock, now = Date.now, ignoreBackoff = false, onDelivered, onRejected } = options;
  const startedAt = now();
  const summary: Omit<FlushSummary, 'remaining' | 'nextAttemptAt' | 'lateAnswers'> = {
    delivered: [],
    rejected: [],
    expired: [],
  };
  const waiting = new Map<string, OutboxEntry>();
  for (const entry of await store.list()) {
    if (!isExpired(entry, startedAt)) waiting.set(entry.id, entry);
    else {
      await store.remove(entry.id);
      summary.expired.push(entry);
    }
  }

  let retryGate: number | null = null;
  let lateAnswers: Promise<void> = Promise.resolve();
  for (const entry of dueEntries([...waiting.values()], startedAt, ignoreBackoff)) {
    const result = await attemptEntry(store, entry, send, now);
    if (result.kind === 'retry') {
      waiting.set(entry.id, result.entry);
      retryGate = Math.max(result.entry.nextAttemptAt, result.entry.notBefore ?? 0);
      if (result.lateOutcome) lateAnswers = settleLateAnswer(result.lateOutcome, store, entry.id, lock, onDelivered);
      break;
    }
    waiting.delete(entry.id);
    if (result.kind === 'delivered') {
      summary.delivered.push(result.entry);
      report(() => onDelivered?.(result.entry));
    } else {
      summary.rejected.push(result.entry);
      report(() => onRejected?.(result.entry, result.failure));
    }
  }

  const earliest = nextDueAt([...waiting.values()], now());
  // After a failure that can pass, nothing is worth trying before that entry's own retry.
  const nextAttemptAt = earliest === null || retryGate === null ? earliest : Math.max(earliest, retryGate);
  return { ...summary, remaining: waiting.size, nextAttemptAt, lateAnswers };
}

export function flushOutbox(options: FlushOptions): Promise<FlushSummary> {
  return options.lock(OUTBOX_LOCK_NAME, () => flushHoldingLock(options));
}
