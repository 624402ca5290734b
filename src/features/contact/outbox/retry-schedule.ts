/**
 * When a message is tried again (decision 002, "Backoff"): the delay after each failed attempt,
 * when an entry is due, when it has waited too long. Read by the queue as it claims, reschedules
 * and summarises, and by the page's retries after a flush that storage failed.
 */
import { MAX_MESSAGE_AGE_MS, type ContactTimings } from '@/config/contact-timings.ts';
import type { OutboxEntry } from './outbox-store.ts';

/**
 * Delay after `attempts` failed attempts: the base doubling up to the maximum, then "equal
 * jitter" (half to all of it), so tabs and devices that failed together do not return together.
 */
export function backoffDelayMs(attempts: number, timings: ContactTimings, random: () => number = Math.random): number {
  if (attempts <= 0) return 0;
  const ceiling = Math.min(timings.backoffBaseMs * 2 ** Math.min(attempts - 1, 30), timings.backoffMaxMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.queuedAt >= MAX_MESSAGE_AGE_MS;
}

/**
 * When the backoff ends: `now` if over. A time further ahead than the backoff can set means the
 * clock was moved back: ignored rather than obeyed.
 */
function backoffEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings): number {
  const until = entry.nextAttemptAt;
  return until > now && until - now <= timings.backoffMaxMs ? until : now;
}

/** Whether the entry may be attempted now. `eager` (Send, online, the page shown) skips the backoff. */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  return !isExpired(entry, now) && (eager || backoffEndsAt(entry, now, timings) <= now);
}

/** When the entry becomes due without an eager trigger; null once it has expired. */
export function dueAt(entry: OutboxEntry, now: number, timings: ContactTimings): number | null {
  return isExpired(entry, now) ? null : backoffEndsAt(entry, now, timings);
}

/**
 * The entry after a failure that can pass: its backoff set. A provider's `Retry-After` is not
 * among what the SDK gives back, so the backoff applies to a 429 too.
 */
export function rescheduled(entry: OutboxEntry, now: number, timings: ContactTimings, random: () => number = Math.random): OutboxEntry {
  return { ...entry, nextAttemptAt: now + backoffDelayMs(entry.attempts, timings, random) };
}
