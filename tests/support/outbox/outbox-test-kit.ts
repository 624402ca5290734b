/**
 * Helpers for the outbox's unit tests only (never imported by the app): fixtures, a clock that
 * tests move by hand, promises resolved on cue, a scripted provider that records each send, and
 * a whole outbox wired to them.
 */
import type { ContactMessage } from '@/content/types';
import type { Outbox, OutboxEvent } from '@/features/contact/outbox/outbox';
import { DEFAULT_TIMINGS, fingerprintOf, type ContactTimings, type OutboxEntry } from '@/features/contact/outbox/outbox-rules';
import { createFlusherLock } from '@/features/contact/outbox/outbox-store';
import type { SendContact, SendOutcome } from '@/features/contact/outbox/send-message';
import { createMemoryOutboxStore } from './memory-outbox-store';

export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A note.', ...overrides };
}

export function anEntry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const message = overrides.message ?? aMessage({ subject: `Subject ${id}` });
  return { id, fingerprint: fingerprintOf(message), message, queuedAt: T0, seq: 1, attempts: 1, nextAttemptAt: T0, ...overrides };
}

export function manualClock(start = T0) {
  let time = start;
  return {
    now: () => time,
    set: (at: number) => void (time = at),
    advance: (ms: number) => void (time += ms),
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (a few macrotask turns). */
export async function letPromisesRun(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

type Answer = SendOutcome | Promise<SendOutcome> | ((message: ContactMessage) => SendOutcome | Promise<SendOutcome>);

/**
 * A provider that answers from `script` in order (then ok), and records every message that
 * reached it: `sent` holds the subjects in order of arrival.
 */
export function scriptedSend(script: Answer[] = []) {
  const sent: string[] = [];
  const send: SendContact = async (message) => {
    sent.push(message.subject);
    const answer = script.shift() ?? { ok: true };
    return typeof answer === 'function' ? answer(message) : answer;
  };
  return { send, sent };
}

export const OK: SendOutcome = { ok: true };
export const OFFLINE: SendOutcome = { ok: false, failure: { kind: 'network' } };
export const REDIRECTED: SendOutcome = { ok: false, failure: { kind: 'redirected' } };
export const httpFailure = (status: number, retryAfterMs?: number): SendOutcome => ({
  ok: false,
  failure: { kind: 'http', status, text: '', ...(retryAfterMs !== undefined && { retryAfterMs }) },
});

export const TEST_TIMINGS: ContactTimings = { ...DEFAULT_TIMINGS };

/** A whole outbox in memory: a scripted provider, a manual clock, no jitter (random 0.5). */
export function testOutbox({ script = [], entries = [], timings = TEST_TIMINGS }: { script?: Answer[]; entries?: OutboxEntry[]; timings?: ContactTimings } = {}) {
  const store = createMemoryOutboxStore(entries);
  const clock = manualClock();
  const provider = scriptedSend(script);
  const events: OutboxEvent[] = [];
  let nextId = 0;
  const outbox: Outbox = {
    store,
    asFlusher: createFlusherLock(null),
    send: provider.send,
    timings,
    announce: (event) => events.push(event),
    now: clock.now,
    random: () => 0.5,
    newId: () => `id-${++nextId}`,
  };
  return { outbox, store, clock, provider, events };
}
