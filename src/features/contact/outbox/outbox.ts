/**
 * How a message travels, the same code in page and worker: `enqueue` writes it down once, before
 * any request; `flush`, as the one flusher, sends the queue's head, writes the answer down and
 * goes on in order. A message that leaves unsent stays as a dropped record until a page has told
 * the visitor. Every outcome is announced on a BroadcastChannel (OUTBOX_EVENTS_CHANNEL).
 */
import { emailConfig } from '@/config/env.ts';
import { OUTBOX_EVENTS_CHANNEL } from '@/config/page-seams.ts';
import { MAX_QUEUED_MESSAGES, TIMINGS, type ContactTimings } from '@/config/contact-timings.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import { byQueueOrder, createFlusherLock, createIdbStore, nextSeq, type AsFlusher, type Change, type OutboxEntry, type OutboxStore, type SendTimes } from './outbox-store.ts';
import { requestDelivery, type Outcome, type RequestAnswer, type RequestDelivery } from './provider-request.ts';
import { createSendSchedule, type SendSchedule } from './send-schedule.ts';

/**
 * One context's outbox: its parts, given once by whoever creates it (`createOutbox`; simulated in
 * tests), so what the queue does reads top to bottom here: its store and flusher lock, the
 * provider's request, its schedule (when a message may go), its timings and its clock.
 */
export interface Outbox {
  store: OutboxStore;
  asFlusher: AsFlusher;
  request: RequestDelivery;
  schedule: SendSchedule;
  timings: ContactTimings;
  announce: (event: OutboxEvent) => void;
  now: () => number;
  /** False when the context knows it is offline (`navigator.onLine`); true may still fail. */
  online: () => boolean;
  newId: () => string;
}

function randomId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // randomUUID needs a secure context; a page served over plain http on a LAN address has none.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** The outbox of a page or the worker, created once by whoever starts it; nothing touches storage before a call. */
export function createOutbox(): Outbox {
  return {
    store: createIdbStore(TIMINGS.storageWaitMs),
    asFlusher: createFlusherLock(),
    request: (message) => requestDelivery(message, emailConfig),
    schedule: createSendSchedule(TIMINGS),
    timings: TIMINGS,
    announce: announceOutboxEvent,
    now: Date.now,
    online: () => globalThis.navigator?.onLine !== false,
    newId: randomId,
  };
}

const normalised = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** The four fields as a visitor would call them "the same message"; the text itself, not a hash, so no two messages collide. */
export function fingerprintOf(message: ContactMessage): string {
  const name = normalised(message.name).replace(/\s+/g, ' ');
  const email = normalised(message.email).toLowerCase();
  const subject = normalised(message.subject).replace(/\s+/g, ' ');
  return `v1:${JSON.stringify([name, email, subject, normalised(message.message)])}`;
}

/** What became of a message, told to every open page and worker. `message` comes with a message that left unsent. */
export interface OutboxEvent {
  outcome: Extract<Outcome, 'delivered' | 'rejected' | 'expired' | 'waiting'>;
  /** The entry's id ('' for a message sent without storage). */
  id: string;
  subject: string;
  /** A form still showing this message compares it, to clear itself. */
  fingerprint: string;
  message?: ContactMessage;
}

export type EnqueueResult =
  | { status: 'queued'; entry: OutboxEntry }
  /** The same message already waits: that entry stays the only one. */
  | { status: 'existing'; entry: OutboxEntry }
  /** Nothing stored: MAX_QUEUED_MESSAGES wait, or storage failed. */
  | { status: 'full' | 'unsaved' }
  /** Nothing stored: the device has sent its share for now (send-schedule.ts); one more may go at `allowedAt`. */
  | { status: 'limited'; allowedAt: number };

export interface FlushSummary {
  /** Entries still waiting. */
  remaining: number;
  /** When the next flush is worth running; null when nothing waits. */
  nextAttemptAt: number | null;
  /** What became of each entry this flush sent, by id. */
  outcomes: Record<string, Outcome>;
}

/** Tells every open page and worker of the origin (a page hears its own too). */
function announceOutboxEvent(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_EVENTS_CHANNEL);
  channel.postMessage(event);
  channel.close(); // a message already posted is still delivered
}

/** Calls `onEvent` for each announcement; returns the unsubscribe function. */
export function listenForOutboxEvents(onEvent: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_EVENTS_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
    if (typeof data?.fingerprint === 'string') onEvent(data);
  };
  return () => channel.close();
}

const live = (entries: OutboxEntry[]) => entries.filter((entry) => entry.dropped === undefined);

function eventAbout(entry: Pick<OutboxEntry, 'id' | 'fingerprint' | 'message'>, outcome: OutboxEvent['outcome']): OutboxEvent {
  const about = { outcome, id: entry.id, subject: entry.message.subject, fingerprint: entry.fingerprint };
  return outcome === 'rejected' || outcome === 'expired' ? { ...about, message: entry.message } : about;
}

/** An update that sees the waiting entries in queue order (and all stored); expired ones become dropped records in it. */
async function updateQueue<T>(outbox: Outbox, change: (waiting: OutboxEntry[], stored: OutboxEntry[], sendTimes: SendTimes) => Change<T>): Promise<T> {
  let expired: OutboxEntry[] = [];
  const result = await outbox.store.update((stored, sendTimes) => {
    const now = outbox.now();
    expired = live(stored).filter((entry) => outbox.schedule.isExpired(entry, now));
    const { put = [], ...rest } = change(live(stored).filter((entry) => !outbox.schedule.isExpired(entry, now)).sort(byQueueOrder), stored, sendTimes);
    return { ...rest, put: [...expired.map((entry): OutboxEntry => ({ ...entry, dropped: 'expired' })), ...put] };
  });
  for (const entry of expired) outbox.announce(eventAbout(entry, 'expired'));
  return result;
}

export async function enqueue(outbox: Outbox, message: ContactMessage): Promise<EnqueueResult> {
  const id = outbox.newId();
  try {
    return await updateQueue(outbox, (waiting, stored, sendTimes): Change<EnqueueResult> => {
      const fingerprint = fingerprintOf(message);
      const same = waiting.find((entry) => entry.fingerprint === fingerprint);
      if (same) return { result: { status: 'existing', entry: same } };
      if (waiting.length >= MAX_QUEUED_MESSAGES) return { result: { status: 'full' } };
      const now = outbox.now();
      // Counted as it is taken, in this transaction: once in the queue, it goes, however late.
      const allowedAt = outbox.schedule.allowedAt(sendTimes, now);
      if (allowedAt !== null) return { result: { status: 'limited', allowedAt } };
      const { name, email, subject, message: body } = message;
      const entry: OutboxEntry = { id, fingerprint, message: { name, email, subject, message: body }, queuedAt: now, seq: nextSeq(stored), attempts: 0, nextAttemptAt: now };
      return { put: [entry], sendTimes: [...outbox.schedule.recentTimes(sendTimes, now), now], result: { status: 'queued', entry } };
    });
  } catch {
    // A write that did not answer in time may still land, and be sent though the visitor was
    // told it was not saved: its removal goes in line right behind it.
    outbox.store.update(() => ({ remove: [id], result: undefined })).catch(() => {});
    return { status: 'unsaved' };
  }
}

/** Writes an attempt's answer down (null: it leaves the queue); twice if need be, as a delivered message left stored would go again. */
async function recordAnswer(outbox: Outbox, id: string, next: OutboxEntry | null): Promise<void> {
  const change = (): Change<void> => (next === null ? { remove: [id], result: undefined } : { put: [next], result: undefined });
  await outbox.store.update(change).catch(() => outbox.store.update(change)).catch(() => {});
}

/** Sends `mine`, the queue's head this context has claimed as the flusher, and writes the answer down. */
async function sendHead(outbox: Outbox, mine: OutboxEntry): Promise<Outcome> {
  const answer = await outbox.request(mine.message);
  if (answer.outcome === 'delivered') await recordAnswer(outbox, mine.id, null);
  else if (answer.outcome === 'rejected') await recordAnswer(outbox, mine.id, { ...mine, dropped: 'rejected' });
  else await recordAnswer(outbox, mine.id, outbox.schedule.rescheduled(mine, outbox.now(), outbox.online()));
  outbox.announce(eventAbout(mine, answer.outcome));
  return answer.outcome;
}

/**
 * Sends what is due, oldest first, as the one flusher. `eager` skips the head's backoff, unless
 * another flusher ran just before: it has just tried, and at once again would hammer the provider.
 */
export function flush(outbox: Outbox, eager: boolean): Promise<FlushSummary> {
  return outbox.asFlusher(async (waited) => {
    const outcomes: Record<string, Outcome> = {};
    for (;;) {
      // The head is taken and its attempt counted in one update, before the request goes out.
      const mine = await updateQueue(outbox, ([head]) => {
        if (!head || outcomes[head.id] || !outbox.schedule.isDue(head, outbox.now(), eager && !waited)) return { result: null };
        const claimed = { ...head, attempts: head.attempts + 1 };
        return { put: [claimed], result: claimed };
      });
      if (!mine) break;
      outcomes[mine.id] = await sendHead(outbox, mine);
      // The network or the provider is likely still failing: the rest would fail too.
      if (outcomes[mine.id] === 'waiting') break;
    }
    const rest = live(await outbox.store.read());
    // In queue order, nothing goes before the head: the next flush is due when the head is.
    const [head] = rest.sort(byQueueOrder);
    return { remaining: rest.length, nextAttemptAt: head ? outbox.schedule.dueAt(head, outbox.now()) : null, outcomes };
  });
}

/** A message storage could not hold, sent straight out; as the flusher, since a flush may be sending it too (D2). */
export async function flushUnsaved(outbox: Outbox, message: ContactMessage): Promise<RequestAnswer['outcome']> {
  const answer = await outbox.asFlusher(() => outbox.request(message));
  if (answer.outcome === 'delivered') outbox.announce({ outcome: 'delivered', id: '', subject: message.subject, fingerprint: fingerprintOf(message) });
  return answer.outcome;
}

/** Whether the message (by fingerprint) is in the queue right now; false when storage cannot say. */
export function isQueued(outbox: Outbox, fingerprint: string): Promise<boolean> {
  return outbox.store.read().then((stored) => live(stored).some((entry) => entry.fingerprint === fingerprint), () => false);
}

/** Messages that left unsent and that no page has told the visitor about yet. */
export function droppedMessages(outbox: Outbox): Promise<OutboxEvent[]> {
  return outbox.store.read().then((stored) => stored.filter((entry) => entry.dropped).map((entry) => eventAbout(entry, entry.dropped!)), () => []);
}

/** The visitor has been told (or shown the form's banner): the dropped record goes. */
export async function forgetDropped(outbox: Outbox, id: string): Promise<void> {
  await outbox.store.update((stored) => ({ remove: stored.filter((entry) => entry.dropped && entry.id === id).map((entry) => entry.id), result: undefined })).catch(() => {});
}
