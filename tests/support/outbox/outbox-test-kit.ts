/**
 * Helpers for the outbox's unit tests only (never imported by the app): fixtures, a clock that
 * tests move by hand, promises resolved on cue, and a scripted provider that records each send.
 */
import type { ContactMessage } from '@/content/types';
import type { SendOutcome } from '@/features/contact/email/send-contact-message';
import { fingerprint } from '@/features/contact/outbox/outbox-policy';
import type { OutboxEntry, SendContact } from '@/features/contact/outbox/outbox-types';

export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A note.', ...overrides };
}

export function anEntry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const message = overrides.message ?? aMessage({ subject: `Subject ${id}` });
  return { id, fingerprint: fingerprint(message), message, queuedAt: T0, attempts: 1, nextAttemptAt: T0, ...overrides };
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
export async function settle(turns = 5): Promise<void> {
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

export function sequentialIds(prefix = 'id') {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export const OK: SendOutcome = { ok: true };
export const OFFLINE: SendOutcome = { ok: false, failure: { kind: 'network' } };
export const httpFailure = (status: number): SendOutcome => ({ ok: false, failure: { kind: 'http', status, text: '' } });
