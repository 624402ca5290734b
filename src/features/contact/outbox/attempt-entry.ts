/**
 * One delivery attempt of one queued entry, to be called while holding the outbox lock.
 * Before sending, the entry is stamped in storage (attempt counted, hold set): if this page dies
 * mid-request, whoever flushes next sees the hold and waits, instead of sending a second copy
 * at once. The entry is removed only after the provider accepted it.
 */
import type { ContactMessage } from '@/content/types';
import { isRetryable, type SendFailure } from '@/features/contact/email/send-failure';
import type { SendOutcome } from '@/features/contact/email/send-contact-message';
import { backoffDelayMs, UNCERTAIN_SEND_HOLD_MS } from './outbox-policy';
import type { OutboxEntry, OutboxStore, SendContact } from './outbox-types';

export type AttemptResult =
  | { kind: 'delivered'; entry: OutboxEntry }
  /** Retrying cannot fix it: removed from the outbox. */
  | { kind: 'rejected'; entry: OutboxEntry; failure: SendFailure }
  /** Still queued, rescheduled; `lateOutcome` is the real outcome of a request that timed out. */
  | { kind: 'retry'; entry: OutboxEntry; failure: SendFailure; lateOutcome?: Promise<SendOutcome> };

/** A send that throws is a bug, but it may have sent: treat it as an unknown outcome. */
export async function sendSafely(send: SendContact, message: ContactMessage): Promise<SendOutcome> {
  try {
    return await send(message);
  } catch {
    return { ok: false, failure: { kind: 'timeout' } };
  }
}

/** The message is out: one failed delete would mean a second copy later, so try twice. */
async function removeSent(store: OutboxStore, id: string): Promise<void> {
  try {
    await store.remove(id);
  } catch {
    await store.remove(id);
  }
}

export async function attemptEntry(
  store: OutboxStore,
  entry: OutboxEntry,
  send: SendContact,
  now: () => number,
): Promise<AttemptResult> {
  const startedAt = now();
  const attempts = entry.attempts + 1;
  const claimed: OutboxEntry = {
    ...entry,
    attempts,
    nextAttemptAt: startedAt + backoffDelayMs(attempts),
    notBefore: startedAt + UNCERTAIN_SEND_HOLD_MS,
  };
  await store.put(claimed);

  const outcome = await sendSafely(send, claimed.message);
  if (outcome.ok) {
    await removeSent(store, entry.id);
    return { kind: 'delivered', entry: claimed };
  }
  const { failure } = outcome;
  if (!isRetryable(failure)) {
    await removeSent(store, entry.id);
    return { kind: 'rejected', entry: claimed, failure };
  }

  const failedAt = now();
  // A timeout leaves the outcome unknown, so the hold stays; any other answer is definite.
  const rescheduled: OutboxEntry = { ...claimed, nextAttemptAt: failedAt + backoffDelayMs(attempts) };
  if (failure.kind === 'timeout') rescheduled.notBefore = failedAt + UNCERTAIN_SEND_HOLD_MS;
  else delete rescheduled.notBefore;
  await store.put(rescheduled);
  return { kind: 'retry', entry: rescheduled, failure, lateOutcome: outcome.eventually };
}
