/**
 * The outbox's rules as pure functions, so the page and the service worker decide exactly alike:
 * what an entry holds, the timings, the dedupe key, the backoff, and when an entry may be sent.
 * No storage, no timers, no DOM.
 *
 * The one rule everything else serves: an attempt owns its message from the moment it is claimed
 * until its answer arrives, and for at most `requestLimitMs`, after which its sender gives up on
 * it. While an attempt owns a message, no other request for that message goes out, from any tab
 * or the service worker: a provider that answers late gets one request, not two.
 */
import type { ContactMessage } from '@/content/types';
import { contactTimingOverrides } from '@/config/env';

/** One message waiting to be delivered. Stored as-is (structured clone) in IndexedDB. */
export interface OutboxEntry {
  /** Random id; the IndexedDB key. */
  id: string;
  /** Dedupe key of the normalised message (see `fingerprint`). */
  fingerprint: string;
  message: ContactMessage;
  /** When it was queued (ms since epoch); decides FIFO order and expiry. */
  queuedAt: number;
  /** Requests made so far. */
  attempts: number;
  /** Earliest next attempt the backoff allows; an eager trigger (online, page shown, Send) may go sooner. */
  nextAttemptAt: number;
  /** No attempt of any kind before this time: the provider's Retry-After. */
  notBefore?: number;
  /** A request for it has been open since then (a sender claimed it). Cleared when it answers. */
  sendingSince?: number;
}

/** The delivery timings. Production values below; a test build shortens them (VITE_CONTACT_TIMINGS). */
export interface ContactTimings {
  /** Longest wait for one storage operation or for the outbox lock; past it, storage counts as broken. */
  storageWaitMs: number;
  /** The visitor sees the success or the error banner at the latest this long after Send. */
  feedbackMs: number;
  /** A request unanswered this long is given up (aborted); until then it owns its message. */
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
  // Under the five minutes a browser lets a service worker event run: the worker that sends
  // always lives to hear the answer or to give up itself.
  requestLimitMs: 4 * 60_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 5 * 60_000,
  retryAfterMaxMs: 60 * 60_000,
  syncBudgetMs: 2 * 60_000,
};

export const TIMINGS: ContactTimings = { ...DEFAULT_TIMINGS, ...pickTimings(contactTimingOverrides) };

function pickTimings(overrides: Readonly<Record<string, number>>): Partial<ContactTimings> {
  const picked: Partial<ContactTimings> = {};
  for (const key of Object.keys(DEFAULT_TIMINGS) as (keyof ContactTimings)[]) {
    if (overrides[key] !== undefined) picked[key] = overrides[key];
  }
  return picked;
}

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
export function fingerprint(message: ContactMessage): string {
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
 * When a wait that lasts until `until` ends: `now` if it is over or unset. A time further ahead
 * than any rule can set means the clock was moved back, so it is ignored rather than obeyed.
 */
function waitEndsAt(until: number | undefined, now: number, longest: number): number {
  return until !== undefined && until > now && until - now <= longest ? until : now;
}

/**
 * How long a claim lasts: the request limit, plus time for its sender to write down the answer.
 * Its sender aborts the request at the limit, so past this the claim belongs to nobody: the
 * sender died mid-request (a page closed without a service worker to send for it).
 */
export function claimLengthMs(timings: ContactTimings): number {
  return timings.requestLimitMs + 2 * timings.storageWaitMs;
}

/** When the attempt that owns the entry (if any) stops owning it. */
function ownershipEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings): number {
  if (entry.sendingSince === undefined) return now;
  const length = claimLengthMs(timings);
  return waitEndsAt(entry.sendingSince + length, now, length);
}

/** Whether a request for the entry is open (or was, and its sender vanished) and may still land. */
export function isInFlight(entry: OutboxEntry, now: number, timings: ContactTimings): boolean {
  return ownershipEndsAt(entry, now, timings) > now;
}

/** The earliest time the entry may be attempted by an eager trigger (a hard wait only). */
function hardWaitEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings): number {
  return Math.max(ownershipEndsAt(entry, now, timings), waitEndsAt(entry.notBefore, now, timings.retryAfterMaxMs));
}

function backoffEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings): number {
  return waitEndsAt(entry.nextAttemptAt, now, Math.max(timings.backoffMaxMs, timings.requestLimitMs));
}

/**
 * Whether the entry may be attempted now. `eager` (the network is back, the page was shown,
 * the visitor pressed Send) skips the backoff, never an open request or the provider's Retry-After.
 */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  if (isExpired(entry, now) || hardWaitEndsAt(entry, now, timings) > now) return false;
  return eager || backoffEndsAt(entry, now, timings) <= now;
}

/** FIFO: oldest first, ties broken by id so every flusher picks the same order. */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** When the earliest entry becomes due without an eager trigger; null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[], now: number, timings: ContactTimings): number | null {
  let earliest: number | null = null;
  for (const entry of entries) {
    if (isExpired(entry, now)) continue;
    const at = Math.max(hardWaitEndsAt(entry, now, timings), backoffEndsAt(entry, now, timings));
    earliest = earliest === null ? at : Math.min(earliest, at);
  }
  return earliest;
}

/** The entry as its sender claims it, just before the request goes out. */
export function claimed(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, attempts: entry.attempts + 1, sendingSince: now };
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
  delete next.sendingSince;
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
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    optionalNumber(entry.notBefore) &&
    optionalNumber(entry.sendingSince) &&
    typeof message === 'object' &&
    message !== null &&
    ['name', 'email', 'subject', 'message'].every((field) => typeof message[field] === 'string')
  );
}
