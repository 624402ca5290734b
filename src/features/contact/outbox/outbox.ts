/**
 * How a message travels, the same code in page and worker: `enqueue` writes it down once, before
 * any request; `flush`, as the one flusher, sends the queue's head, writes the answer down and
 * goes on in order; `flushForSync` is Background Sync's. A message that leaves unsent stays as a
 * dropped record until a page has told the visitor. Every outcome is announced on a BroadcastChannel.
 */
import type { ContactMessage } from '@/content/types';
import {
  byQueueOrder,
  dueAt,
  fingerprintOf,
  isDue,
  isExpired,
  MAX_QUEUED_MESSAGES,
  nextSeq,
  rescheduled,
  type ContactTimings,
  type DropReason,
  type OutboxEntry,
} from './outbox-rules';
import type { AsFlusher, Change, OutboxStore } from './outbox-store';
import { isRetryable, type SendContact } from './send-message';

/** One context's outbox: its store, flusher lock, provider and clock (built in hand-over.ts; simulated in tests). */
export interface Outbox {
  store: OutboxStore;
  asFlusher: AsFlusher;
  send: SendContact;
  timings: ContactTimings;
  announce: (event: OutboxEvent) => void;
  now: () => number;
  random: () => number;
  newId: () => string;
}

interface AboutMessage {
  /** The entry's id ('' for a message sent without storage). */
  id: string;
  subject: string;
  /** A form still showing this message compares it, to clear itself. */
  fingerprint: string;
}

export type OutboxEvent =
  /** The provider accepted the message. */
  | ({ type: 'delivered' } & AboutMessage)
  /** The message left unsent (refused, or too old); its text goes with it. */
  | ({ type: 'dropped'; reason: DropReason; message: ContactMessage } & AboutMessage)
  /** An attempt failed for a reason that can pass; the message waits. */
  | ({ type: 'retrying' } & AboutMessage);

export type EnqueueResult =
  | { status: 'queued'; entry: OutboxEntry }
  /** The same message already waits: that entry stays the only one. */
  | { status: 'existing'; entry: OutboxEntry }
  /** Nothing stored: MAX_QUEUED_MESSAGES wait, or storage failed. */
  | { status: 'full' | 'unavailable' };

export type AttemptOutcome = 'delivered' | 'rejected' | 'retry';

export interface FlushSummary {
  /** Entries still waiting. */
  remaining: number;
  /** When the next flush is worth running; null when nothing waits. */
  nextAttemptAt: number | null;
  /** What became of each entry this flush sent, by id. */
  outcomes: Record<string, AttemptOutcome>;
}

export const OUTBOX_CHANNEL_NAME = 'portfolio-outbox';

function eventAbout(entry: Pick<OutboxEntry, 'id' | 'fingerprint' | 'message'>): AboutMessage {
  return { id: entry.id, subject: entry.message.subject, fingerprint: entry.fingerprint };
}

/** Tells every open page and worker of the origin (a page hears its own too). */
export function announceOutboxEvent(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
  channel.postMessage(event);
  channel.close(); // a message already posted is still delivered
}

/** Calls `onEvent` for each announcement; returns the unsubscribe function. */
export function listenForOutboxEvents(onEvent: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
  channel.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
    if (typeof data?.fingerprint === 'string') onEvent(data);
  };
  return () => channel.close();
}

const live = (entries: OutboxEntry[]) => entries.filter((entry) => entry.dropped === undefined);

function dropEvent(entry: OutboxEntry, reason: DropReason): OutboxEvent {
  return { type: 'dropped', reason, message: entry.message, ...eventAbout(entry) };
}

/** An update that sees the waiting entries in queue order (and all stored); expired ones become dropped records in it. */
async function updateQueue<T>(outbox: Outbox, change: (waiting: OutboxEntry[], stored: OutboxEntry[]) => Change<T>): Promise<T> {
  let expired: OutboxEntry[] = [];
  const result = await outbox.store.update((stored) => {
    const now = outbox.now();
    expired = live(stored).filter((entry) => isExpired(entry, now));
    const { put = [], ...rest } = change(live(stored).filter((entry) => !isExpired(entry, now)).sort(byQueueOrder), stored);
    return { ...rest, put: [...expired.map((entry): OutboxEntry => ({ ...entry, dropped: 'expired' })), ...put] };
  });
  for (const entry of expired) outbox.announce(dropEvent(entry, 'expired'));
  return result;
}

export async function enqueue(outbox: Outbox, message: ContactMessage): Promise<EnqueueResult> {
  const id = outbox.newId();
  try {
    return await updateQueue(outbox, (waiting, stored): Change<EnqueueResult> => {
      const fingerprint = fingerprintOf(message);
      const same = waiting.find((entry) => entry.fingerprint === fingerprint);
      if (same) return { result: { status: 'existing', entry: same } };
      if (waiting.length >= MAX_QUEUED_MESSAGES) return { result: { status: 'full' } };
      const { name, email, subject, message: body } = message;
      const now = outbox.now();
      const entry: OutboxEntry = { id, fingerprint, message: { name, email, subject, message: body }, queuedAt: now, seq: nextSeq(stored), attempts: 0, nextAttemptAt: now };
      return { put: [entry], result: { status: 'queued', entry } };
    });
  } catch {
    // A write that did not answer in time may still land, and be sent though the visitor was
    // told it was not saved: its removal goes in line right behind it.
    outbox.store.update(() => ({ remove: [id], result: undefined })).catch(() => {});
    return { status: 'unavailable' };
  }
}

/** Writes an attempt's answer down (null: it leaves the queue); twice if need be, as a delivered message left stored would go again. */
async function recordAnswer(outbox: Outbox, id: string, next: OutboxEntry | null): Promise<void> {
  const change = (): Change<void> => (next === null ? { remove: [id], result: undefined } : { put: [next], result: undefined });
  await outbox.store.update(change).catch(() => outbox.store.update(change)).catch(() => {});
}

/** Sends `mine`, the queue's head this context has claimed as the flusher, and writes the answer down. */
async function sendHead(outbox: Outbox, mine: OutboxEntry): Promise<AttemptOutcome> {
  const outcome = await outbox.send(mine.message);
  if (outcome.ok) {
    await recordAnswer(outbox, mine.id, null);
    outbox.announce({ type: 'delivered', ...eventAbout(mine) });
    return 'delivered';
  }
  const { failure } = outcome;
  if (!isRetryable(failure)) {
    await recordAnswer(outbox, mine.id, { ...mine, dropped: 'rejected' });
    outbox.announce(dropEvent(mine, 'rejected'));
    return 'rejected';
  }
  const retryAfterMs = failure.kind === 'http' ? failure.retryAfterMs : undefined;
  await recordAnswer(outbox, mine.id, rescheduled(mine, outbox.now(), outbox.timings, retryAfterMs, outbox.random));
  outbox.announce({ type: 'retrying', ...eventAbout(mine) });
  return 'retry';
}

/**
 * Sends what is due, oldest first, as the one flusher. `eager` skips the head's backoff, unless
 * another flusher ran just before: it has just tried, and at once again would hammer the provider.
 */
export function flush(outbox: Outbox, eager: boolean): Promise<FlushSummary> {
  return outbox.asFlusher(async (waited) => {
    const outcomes: Record<string, AttemptOutcome> = {};
    for (;;) {
      // The head is taken and its attempt counted in one update, before the request goes out.
      const mine = await updateQueue(outbox, ([head]) => {
        if (!head || outcomes[head.id] || !isDue(head, outbox.now(), outbox.timings, eager && !waited)) return { result: null };
        const claimed = { ...head, attempts: head.attempts + 1 };
        return { put: [claimed], result: claimed };
      });
      if (!mine) break;
      outcomes[mine.id] = await sendHead(outbox, mine);
      // The network or the provider is likely still failing: the rest would fail too.
      if (outcomes[mine.id] === 'retry') break;
    }
    const rest = live(await outbox.store.read());
    // In queue order, nothing goes before the head: the next flush is due when the head is.
    const [head] = rest.sort(byQueueOrder);
    return { remaining: rest.length, nextAttemptAt: head ? dueAt(head, outbox.now(), outbox.timings) : null, outcomes };
  });
}

/** A message storage could not hold, sent straight out; as the flusher, since a flush may be sending it too (D2). */
export async function sendWithoutStorage(outbox: Outbox, message: ContactMessage): Promise<AttemptOutcome> {
  const outcome = await outbox.asFlusher(() => outbox.send(message));
  if (outcome.ok) {
    outbox.announce({ type: 'delivered', id: '', subject: message.subject, fingerprint: fingerprintOf(message) });
    return 'delivered';
  }
  return isRetryable(outcome.failure) ? 'retry' : 'rejected';
}

/** Whether the message (by fingerprint) is in the queue right now; false when storage cannot say. */
export function isQueued(outbox: Outbox, fingerprint: string): Promise<boolean> {
  return outbox.store.read().then((stored) => live(stored).some((entry) => entry.fingerprint === fingerprint), () => false);
}

/** Messages that left unsent and that no page has told the visitor about yet. */
export function droppedMessages(outbox: Outbox): Promise<OutboxEvent[]> {
  return outbox.store.read().then((stored) => stored.filter((entry) => entry.dropped).map((entry) => dropEvent(entry, entry.dropped!)), () => []);
}

/** The visitor has been told (or shown the form's banner): the dropped record (by id or fingerprint) goes. */
export async function forgetDropped(outbox: Outbox, idOrFingerprint: string): Promise<void> {
  const told = (entry: OutboxEntry) => entry.dropped && (entry.id === idOrFingerprint || entry.fingerprint === idOrFingerprint);
  await outbox.store.update((stored) => ({ remove: stored.filter(told).map((entry) => entry.id), result: undefined })).catch(() => {});
}

/**
 * Background Sync: flush what is due, wait for the head if it becomes due within the budget, and
 * reject while messages remain, so the browser syncs again later. It keeps to the backoff (not
 * eager): the sync a page registers right after a failed attempt must not repeat it at once.
 */
export async function flushForSync(outbox: Outbox, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<void> {
  const giveUpAt = outbox.now() + outbox.timings.syncBudgetMs;
  for (;;) {
    const { remaining, nextAttemptAt } = await flush(outbox, false);
    if (remaining === 0 || nextAttemptAt === null) return;
    if (nextAttemptAt > giveUpAt) throw new Error(`${remaining} queued message(s) still waiting`);
    await sleep(Math.max(nextAttemptAt - outbox.now(), 50));
  }
}
