/**
 * The outbox's rules as pure functions: caps, dedupe key, backoff and what is due. No storage,
 * no timers, no DOM, so the page and the service worker decide exactly alike.
 */
import type { ContactMessage } from '@/content/types';
import type { OutboxEntry } from './outbox-types';

/** At most this many messages wait; one more is refused with 'full'. */
export const MAX_QUEUED_MESSAGES = 20;
/** A message older than this is dropped unsent: the visitor has long moved on. */
export const MAX_MESSAGE_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Backoff after the first failed attempt; doubles per attempt up to the cap. */
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/**
 * How long an attempt whose outcome is unknown (in flight, timed out, cut off by a reload)
 * blocks any other attempt of the same message. Well above the send timeout, so a slow
 * request that still lands is seen before a second copy goes out.
 */
export const UNCERTAIN_SEND_HOLD_MS = 60_000;

function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/** The four fields as a visitor would consider them "the same message". */
export function normaliseMessage(message: ContactMessage): ContactMessage {
  return {
    name: normaliseText(message.name).replace(/\s+/g, ' '),
    email: normaliseText(message.email).toLowerCase(),
    subject: normaliseText(message.subject).replace(/\s+/g, ' '),
    message: normaliseText(message.message),
  };
}

/**
 * Dedupe key. The normalised fields themselves, not a hash: a hash collision would silently
 * drop a different message as a "duplicate", and twenty short keys cost nothing to store.
 */
export function fingerprint(message: ContactMessage): string {
  const { name, email, subject, message: body } = normaliseMessage(message);
  return `v1:${JSON.stringify([name, email, subject, body])}`;
}

/** Delay before the next attempt after `attempts` failed ones: 5 s, 10 s, 20 s … capped at 5 min. */
export function backoffDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.min(attempts - 1, 30), BACKOFF_MAX_MS);
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

/** When the hold on an earlier attempt's unknown outcome ends. */
function holdEndsAt(entry: OutboxEntry, now: number): number {
  return waitEndsAt(entry.notBefore, now, UNCERTAIN_SEND_HOLD_MS);
}

/** When the backoff ends. */
function backoffEndsAt(entry: OutboxEntry, now: number): number {
  return waitEndsAt(entry.nextAttemptAt, now, Math.max(BACKOFF_MAX_MS, UNCERTAIN_SEND_HOLD_MS));
}

/** Whether an entry may be attempted now. `ignoreBackoff` (online, page load…) never overrides a hold. */
export function isDue(entry: OutboxEntry, now: number, ignoreBackoff = false): boolean {
  if (isExpired(entry, now) || holdEndsAt(entry, now) > now) return false;
  return ignoreBackoff || backoffEndsAt(entry, now) <= now;
}

/** FIFO: oldest first, ties broken by id so every flusher picks the same order. */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function dueEntries(entries: readonly OutboxEntry[], now: number, ignoreBackoff = false): OutboxEntry[] {
  return entries.filter((entry) => isDue(entry, now, ignoreBackoff)).sort(byQueueOrder);
}

/** When the earliest entry becomes due without an eager trigger; null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[], now: number): number | null {
  let earliest: number | null = null;
  for (const entry of entries) {
    if (isExpired(entry, now)) continue;
    const at = Math.max(holdEndsAt(entry, now), backoffEndsAt(entry, now));
    earliest = earliest === null ? at : Math.min(earliest, at);
  }
  return earliest;
}

/** Guards against records this code did not write (an older schema, a cleared and reused store). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const message = entry.message as Record<string, unknown> | null | undefined;
  return (
    typeof entry.id === 'string' &&
    typeof entry.fingerprint === 'string' &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    (entry.notBefore === undefined || typeof entry.notBefore === 'number') &&
    typeof message === 'object' &&
    message !== null &&
    ['name', 'email', 'subject', 'message'].every((field) => typeof message[field] === 'string')
  );
}
