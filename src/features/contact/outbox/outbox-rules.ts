/**
 * The outbox's rules as pure functions, so the page and the service worker decide alike: what
 * an entry holds, the timings, the dedupe key, the backoff, the queue order, and when the head
 * may be sent. Who sends is not decided here, nor by any clock: the flusher lock is.
 */
import type { ContactMessage } from '@/content/types';
import { contactTimingOverrides } from '@/config/env';

/** One message waiting to be delivered. Stored as-is (structured clone) in IndexedDB. */
export interface OutboxEntry {
  /** Random id; the IndexedDB key. */
  id: string;
  /** Dedupe key of the normalised message (see `fingerprintOf`). */
  fingerprint: string;
  message: ContactMessage;
  /** When it was queued (ms since epoch); decides expiry only. */
  queuedAt: number;
  /** Place in the queue: one more than any entry stored before it. Decides the order (a clock can step). */
  seq: number;
  /** Requests made so far. */
  attempts: number;
  /** Earliest next attempt the backoff allows; an eager trigger (online, page shown, Send) may go sooner. */
  nextAttemptAt: number;
  /** No attempt of any kind before this time: the provider's Retry-After. */
  notBefore?: number;
  /** Set when the message left unsent (refused, or too old): kept until a page has told the visitor. */
  dropped?: DropReason;
}

export type DropReason = 'rejected' | 'expired';

/** The delivery timings. Production values below; a test build shortens them (VITE_CONTACT_TIMINGS). */
export interface ContactTimings {
  /** Longest wait for one storage call, its transaction included; past it, storage counts as broken. */
  storageWaitMs: number;
  /** The visitor sees the success or the error banner at the latest this long after Send. */
  feedbackMs: number;
  /** How long a page waits for the worker's answer to a hand-over before it counts the worker as gone (never cutting the request). */
  requestLimitMs: number;
  /** Backoff after the first failed attempt, doubling per attempt up to the maximum, with jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** The longest Retry-After honoured; a longer one is cut to this. */
  retryAfterMaxMs: number;
  /** How long a Background Sync event may wait for entries in backoff before it hands back. */
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

function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/**
 * Dedupe key: the four fields as a visitor would consider them "the same message". The
 * normalised fields themselves, not a hash: a collision would silently drop a different message.
 */
export function fingerprintOf(message: ContactMessage): string {
  const name = normaliseText(message.name).replace(/\s+/g, ' ');
  const email = normaliseText(message.email).toLowerCase();
  const subject = normaliseText(message.subject).replace(/\s+/g, ' ');
  return `v1:${JSON.stringify([name, email, subject, normaliseText(message.message)])}`;
}

/**
 * Delay before the next attempt after `attempts` failed ones: the base doubling per attempt up
 * to the maximum, then "equal jitter" (between half and all of it), so tabs and devices that
 * failed together do not come back together.
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
 * When the entry's Retry-After (`hard`) or its backoff ends: `now` if it is over or unset. A time
 * further ahead than any rule can set means the clock was moved back: ignored rather than obeyed.
 */
function waitEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings, hard: boolean): number {
  const until = hard ? entry.notBefore : entry.nextAttemptAt;
  return until !== undefined && until > now && until - now <= (hard ? timings.retryAfterMaxMs : timings.backoffMaxMs) ? until : now;
}

/**
 * Whether the entry may be attempted now. `eager` (the network is back, the page was shown,
 * the visitor pressed Send) skips the backoff, never the provider's Retry-After.
 */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  if (isExpired(entry, now) || waitEndsAt(entry, now, timings, true) > now) return false;
  return eager || waitEndsAt(entry, now, timings, false) <= now;
}

/** FIFO: by place in the queue (no two entries share one: each is written in one transaction). */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq;
}

/** The place in the queue for a new entry. */
export function nextSeq(entries: readonly OutboxEntry[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.seq), 0) + 1;
}

/** When the earliest entry becomes due without an eager trigger; null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[], now: number, timings: ContactTimings): number | null {
  let earliest: number | null = null;
  for (const entry of entries) {
    if (isExpired(entry, now)) continue;
    const at = Math.max(waitEndsAt(entry, now, timings, true), waitEndsAt(entry, now, timings, false));
    earliest = earliest === null ? at : Math.min(earliest, at);
  }
  return earliest;
}

/** The entry after a failure that can pass: released, with its backoff (and Retry-After) set. */
export function rescheduled(
  entry: OutboxEntry,
  now: number,
  timings: ContactTimings,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): OutboxEntry {
  const next: OutboxEntry = { ...entry, nextAttemptAt: now + backoffDelayMs(entry.attempts, timings, random) };
  delete next.notBefore;
  if (retryAfterMs !== undefined) {
    next.notBefore = now + retryAfterMs;
    next.nextAttemptAt = Math.max(next.nextAttemptAt, next.notBefore);
  }
  return next;
}

/** Guards against records this code did not write (an older schema, a cleared and reused store). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const message = entry.message as Record<string, unknown> | null | undefined;
  const optionalNumber = (field: unknown) => field === undefined || typeof field === 'number';
  return (
    typeof entry.id === 'string' &&
    typeof entry.fingerprint === 'string' &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.seq === 'number' &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    optionalNumber(entry.notBefore) &&
    (entry.dropped === undefined || entry.dropped === 'rejected' || entry.dropped === 'expired') &&
    typeof message === 'object' &&
    message !== null &&
    ['name', 'email', 'subject', 'message'].every((field) => typeof message[field] === 'string')
  );
}
