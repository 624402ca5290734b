/**
 * The outbox's rules as pure functions, so the page and the service worker decide alike: what an
 * entry holds, the timings, the fingerprint, the backoff, the queue order, when the head is due.
 */
import type { ContactMessage } from '@/content/types';
import { contactTimingOverrides } from '@/config/env';

/** One message waiting to be delivered, stored as-is in IndexedDB under its `id`. */
export interface OutboxEntry {
  id: string;
  /** The normalised message (`fingerprintOf`): the same message is never queued twice. */
  fingerprint: string;
  message: ContactMessage;
  /** When it was queued (ms since epoch); decides expiry only. */
  queuedAt: number;
  /** Place in the queue, one more than any stored before it: the order, whatever the clock does. */
  seq: number;
  /** Requests made so far. */
  attempts: number;
  /** Earliest next attempt the backoff allows; an eager trigger may go sooner. */
  nextAttemptAt: number;
  /** No attempt of any kind before this: the provider's Retry-After. */
  notBefore?: number;
  /** Set when it left unsent; kept until a page has told the visitor. */
  dropped?: DropReason;
}

export type DropReason = 'rejected' | 'expired';

/** The delivery timings; a test build shortens them (VITE_CONTACT_TIMINGS). */
export interface ContactTimings {
  /** Longest wait for one storage call; past it, storage counts as broken. */
  storageWaitMs: number;
  /** The form shows its banner at the latest this long after Send. */
  feedbackMs: number;
  /** How long a page waits for the worker's answer to a hand-over before counting the worker gone. */
  requestLimitMs: number;
  /** Backoff after the first failed attempt, doubling up to the maximum, with jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** The longest Retry-After honoured. */
  retryAfterMaxMs: number;
  /** How long a Background Sync event waits for entries in backoff before it hands back. */
  syncBudgetMs: number;
}

export const DEFAULT_TIMINGS: ContactTimings = {
  storageWaitMs: 2_000,
  feedbackMs: 12_000,
  // A little over the five minutes a browser lets a service worker event run.
  requestLimitMs: 5.5 * 60_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 5 * 60_000,
  retryAfterMaxMs: 60 * 60_000,
  syncBudgetMs: 2 * 60_000,
};

export const TIMINGS: ContactTimings = { ...DEFAULT_TIMINGS, ...contactTimingOverrides };

/** At most this many messages wait; one more is refused with 'full'. */
export const MAX_QUEUED_MESSAGES = 20;
/** A message older than this is dropped unsent: the visitor has long moved on. */
export const MAX_MESSAGE_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const normalised = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** The four fields as a visitor would call them "the same message"; the text itself, not a hash, so no two messages collide. */
export function fingerprintOf(message: ContactMessage): string {
  const name = normalised(message.name).replace(/\s+/g, ' ');
  const email = normalised(message.email).toLowerCase();
  const subject = normalised(message.subject).replace(/\s+/g, ' ');
  return `v1:${JSON.stringify([name, email, subject, normalised(message.message)])}`;
}

/**
 * Delay after `attempts` failed attempts: the base doubling up to the maximum, then "equal
 * jitter" (half to all of it), so tabs and devices that failed together do not return together.
 */
export function backoffDelayMs(attempts: number, timings: ContactTimings, random: () => number = Math.random): number {
  if (attempts <= 0) return 0;
  const ceiling = Math.min(timings.backoffBaseMs * 2 ** Math.min(attempts - 1, 30), timings.backoffMaxMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A `Retry-After` value (seconds or an HTTP date) in ms from `now`, capped; undefined if unusable. */
export function parseRetryAfter(value: string | null | undefined, now: number, timings: ContactTimings): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), timings.retryAfterMaxMs);
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.queuedAt >= MAX_MESSAGE_AGE_MS;
}

/**
 * When the Retry-After (`hard`) or the backoff ends: `now` if over or unset. A time further
 * ahead than any rule sets means the clock was moved back: ignored rather than obeyed.
 */
function waitEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings, hard: boolean): number {
  const until = hard ? entry.notBefore : entry.nextAttemptAt;
  return until !== undefined && until > now && until - now <= (hard ? timings.retryAfterMaxMs : timings.backoffMaxMs) ? until : now;
}

/** Whether the entry may be attempted now. `eager` (Send, online, the page shown) skips the backoff, never a Retry-After. */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  if (isExpired(entry, now) || waitEndsAt(entry, now, timings, true) > now) return false;
  return eager || waitEndsAt(entry, now, timings, false) <= now;
}

/** When the entry becomes due without an eager trigger; null once it has expired. */
export function dueAt(entry: OutboxEntry, now: number, timings: ContactTimings): number | null {
  return isExpired(entry, now) ? null : Math.max(waitEndsAt(entry, now, timings, true), waitEndsAt(entry, now, timings, false));
}

/** First in, first out: by place in the queue. */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq;
}

export function nextSeq(entries: readonly OutboxEntry[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.seq), 0) + 1;
}

/** The entry after a failure that can pass: its backoff (and the provider's Retry-After) set. */
export function rescheduled(entry: OutboxEntry, now: number, timings: ContactTimings, retryAfterMs: number | undefined, random: () => number = Math.random): OutboxEntry {
  const { notBefore: _, ...next } = entry;
  const backoffEnds = now + backoffDelayMs(entry.attempts, timings, random);
  if (retryAfterMs === undefined) return { ...next, nextAttemptAt: backoffEnds };
  return { ...next, notBefore: now + retryAfterMs, nextAttemptAt: Math.max(backoffEnds, now + retryAfterMs) };
}

const isText = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number';

/** Guards against records this code did not write (an older schema, a cleared and reused store). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  const entry = (typeof value === 'object' && value) as Partial<Record<keyof OutboxEntry, unknown>> | false;
  const message = entry && ((typeof entry.message === 'object' && entry.message) as Record<string, unknown> | false | null);
  return (
    !!entry &&
    !!message &&
    [entry.id, entry.fingerprint, message.name, message.email, message.subject, message.message].every(isText) &&
    [entry.queuedAt, entry.seq, entry.attempts, entry.nextAttemptAt].every(isNumber) &&
    (entry.notBefore === undefined || isNumber(entry.notBefore)) &&
    [undefined, 'rejected', 'expired'].includes(entry.dropped as string | undefined)
  );
}
