/**
 * When a message may go: a new one within the device's share, a waiting one once its backoff
 * after a failure is over, none once it has waited too long. The outbox holds one schedule, bound
 * to its timings and its randomness (`createSendSchedule`); the page's retries read the backoff.
 *
 * The share (decision 013): one device cannot flood the owner's inbox (and spend the provider's
 * monthly quota): it takes at most `sendLimit` messages for the provider in any `sendWindowMs`
 * (3 in 10 minutes). It is decided when a message enters the outbox, in the same storage
 * transaction, never when the outbox sends: a message once taken is sent exactly once and in
 * order, however long it waited offline, and a Send past the share is answered at once (its text
 * stays in the form), with the time it may go. The times are kept in the outbox's own store
 * (IndexedDB), which every tab and the worker share: a second tab counts the first one's.
 *
 * The backoff (decision 002, "Backoff"): the delay after each failed attempt doubles up to a cap,
 * with jitter.
 */
import { MAX_MESSAGE_AGE_MS, type ContactTimings } from '@/config/contact-timings.ts';
import type { OutboxEntry, SendTimes } from './outbox-store.ts';

/** The outbox's schedule: each answer for one entry, or for the device's send times, at `now`. */
export interface SendSchedule {
  /** Null when one more message may go now; else the time it may. */
  allowedAt(times: SendTimes, now: number): number | null;
  /** The send times that still count, to which a message taken now is added. */
  recentTimes(times: SendTimes, now: number): number[];
  isExpired(entry: OutboxEntry, now: number): boolean;
  /** Whether the entry may be attempted now. `eager` (Send, online, the page shown) skips the backoff. */
  isDue(entry: OutboxEntry, now: number, eager: boolean): boolean;
  /** When the entry becomes due without an eager trigger; null once it has expired. */
  dueAt(entry: OutboxEntry, now: number): number | null;
  /**
   * The entry after a failure that can pass: its backoff set. A provider's `Retry-After` is not
   * among what the SDK gives back, so the backoff applies to a 429 too. A failure while the
   * context is offline (`online` false) leaves the entry as after one failure: the Sends made
   * offline each try the head at once, and their failures must not build up a long backoff
   * that the network's return then waits out.
   */
  rescheduled(entry: OutboxEntry, now: number, online: boolean): OutboxEntry;
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

function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.queuedAt >= MAX_MESSAGE_AGE_MS;
}

/**
 * The times that still count at `now`: those inside the window. A time further ahead than one
 * window means the clock was moved back: ignored, as the backoff ignores such a time.
 */
function recentSendTimes(times: SendTimes, now: number, { sendWindowMs }: Pick<ContactTimings, 'sendWindowMs'>): number[] {
  return times.filter((at) => at > now - sendWindowMs && at - now <= sendWindowMs);
}

/** Null when one more message may go now; else the time it may (the oldest counted time leaves the window). */
function sendAllowedAt(times: SendTimes, now: number, timings: Pick<ContactTimings, 'sendLimit' | 'sendWindowMs'>): number | null {
  const recent = recentSendTimes(times, now, timings).sort((a, b) => a - b);
  if (recent.length < timings.sendLimit) return null;
  // The window slides: the next place frees when the message `sendLimit` places back leaves it.
  return Math.min(recent[recent.length - timings.sendLimit]! + timings.sendWindowMs, now + timings.sendWindowMs);
}

export function createSendSchedule(timings: ContactTimings, random: () => number = Math.random): SendSchedule {
  /**
   * When the backoff ends: `now` if over. A time further ahead than the backoff can set means the
   * clock was moved back: ignored rather than obeyed.
   */
  const backoffEndsAt = ({ nextAttemptAt: until }: OutboxEntry, now: number) => (until > now && until - now <= timings.backoffMaxMs ? until : now);
  return {
    allowedAt: (times, now) => sendAllowedAt(times, now, timings),
    recentTimes: (times, now) => recentSendTimes(times, now, timings),
    isExpired,
    isDue: (entry, now, eager) => !isExpired(entry, now) && (eager || backoffEndsAt(entry, now) <= now),
    dueAt: (entry, now) => (isExpired(entry, now) ? null : backoffEndsAt(entry, now)),
    rescheduled: (entry, now, online) => {
      const attempts = online ? entry.attempts : Math.min(entry.attempts, 1);
      return { ...entry, attempts, nextAttemptAt: now + backoffDelayMs(attempts, timings, random) };
    },
  };
}
