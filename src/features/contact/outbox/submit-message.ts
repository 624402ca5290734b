/**
 * The contact form's way out: send now, and queue the message if the failure can pass.
 * Runs under the outbox lock, so a flush elsewhere cannot send the same message meanwhile. A
 * resubmitted message that already waits in the outbox is not sent as a new one: the waiting
 * entry is tried in its place (unless an earlier request for it may still land), so it goes out
 * once whichever way the visitor retries. If another flusher settles that entry while this call
 * waits for the lock, the result is 'sent' without sending: the outbox keeps no record of how an
 * entry left, and delivery is by far the likely way (a rejection is announced by that flusher).
 */
import type { ContactMessage } from '@/content/types';
import { isRetryable, type SendFailure } from '@/features/contact/email/send-failure';
import { attemptEntry, sendSafely } from './attempt-entry';
import { enqueueMessage } from './enqueue-message';
import { settleLateAnswer } from './late-answer';
import { OUTBOX_LOCK_NAME, type WithLock } from './outbox-lock';
import { fingerprint, isDue, isExpired, UNCERTAIN_SEND_HOLD_MS } from './outbox-policy';
import type { OutboxEntry, OutboxStore, SendContact } from './outbox-types';

export type SubmitResult =
  /** The provider accepted it (this send, or the waiting copy just now): show success. */
  | { status: 'sent' }
  /** Failed for a reason that can pass; queued and delivered later. */
  | { status: 'queued'; entry: OutboxEntry; failure: SendFailure }
  /** The same message already waits in the outbox and still does; nothing new was queued. */
  | { status: 'already-queued'; entry: OutboxEntry; failure?: SendFailure }
  /** Retrying cannot fix this failure (400, 403, 451…); not queued. */
  | { status: 'rejected'; failure: SendFailure }
  /** Could have been queued, but MAX_QUEUED_MESSAGES already wait. */
  | { status: 'full'; failure: SendFailure }
  /** Could have been queued, but storage is unavailable (private window, quota, cleared). */
  | { status: 'unavailable'; failure: SendFailure; error: unknown };

export interface SubmitOptions {
  store: OutboxStore;
  send: SendContact;
  lock: WithLock;
  now?: () => number;
  /** When a queued copy is removed because this page's timed-out request landed after all. */
  onDelivered?: (entry: OutboxEntry) => void;
  newId?: () => string;
}

async function retryWaiting(entry: OutboxEntry, options: SubmitOptions): Promise<SubmitResult> {
  const { store, send, lock, now = Date.now, onDelivered } = options;
  if (!isDue(entry, now(), true)) return { status: 'already-queued', entry };
  try {
    const result = await attemptEntry(store, entry, send, now);
    if (result.kind === 'delivered') return { status: 'sent' };
    if (result.kind === 'rejected') return { status: 'rejected', failure: result.failure };
    if (result.lateOutcome) void settleLateAnswer(result.lateOutcome, store, entry.id, lock, onDelivered);
    return { status: 'already-queued', entry: result.entry, failure: result.failure };
  } catch {
    return { status: 'already-queued', entry }; // storage failed around the attempt; the entry stays
  }
}

/** The waiting entry holding this message, if any. Without storage, nothing waits: send directly. */
async function findWaiting(store: OutboxStore, key: string, now: number): Promise<OutboxEntry | undefined> {
  const waiting = await store.list().catch((): OutboxEntry[] => []);
  return waiting.find((entry) => entry.fingerprint === key && !isExpired(entry, now));
}

async function submitHoldingLock(
  message: ContactMessage,
  waitedWhenPressed: boolean,
  options: SubmitOptions,
): Promise<SubmitResult> {
  const { store, send, lock, now = Date.now, onDelivered, newId } = options;
  const same = await findWaiting(store, fingerprint(message), now());
  if (same) return retryWaiting(same, options);
  // It waited when the visitor pressed send, and a flush elsewhere settled it while this call
  // waited for the lock: almost surely delivered. Sending it again would deliver it twice.
  if (waitedWhenPressed) return { status: 'sent' };

  const outcome = await sendSafely(send, message);
  if (outcome.ok) return { status: 'sent' };
  const { failure } = outcome;
  if (!isRetryable(failure)) return { status: 'rejected', failure };

  const failedAt = now();
  const notBefore = failure.kind === 'timeout' ? failedAt + UNCERTAIN_SEND_HOLD_MS : undefined;
  const queued = await enqueueMessage(store, message, failedAt, { notBefore, newId });
  if (queued.status === 'full') return { status: 'full', failure };
  if (queued.status === 'unavailable') return { status: 'unavailable', failure, error: queued.error };
  if (outcome.eventually) void settleLateAnswer(outcome.eventually, store, queued.entry.id, lock, onDelivered);
  return queued.status === 'queued'
    ? { status: 'queued', entry: queued.entry, failure }
    : { status: 'already-queued', entry: queued.entry, failure };
}

export async function submitMessage(message: ContactMessage, options: SubmitOptions): Promise<SubmitResult> {
  const { store, lock, now = Date.now } = options;
  // Read once before queueing for the lock, which a flush of this very message may hold.
  const waitedWhenPressed = (await findWaiting(store, fingerprint(message), now())) !== undefined;
  return lock(OUTBOX_LOCK_NAME, () => submitHoldingLock(message, waitedWhenPressed, options));
}
