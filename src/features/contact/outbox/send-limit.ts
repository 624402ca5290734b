/**
 * One device cannot flood the owner's inbox (and spend the provider's monthly quota): it takes at
 * most `sendLimit` messages for the provider in any `sendWindowMs` (3 in 10 minutes). The limit is
 * decided when a message enters the outbox, in the same storage transaction, never when the
 * outbox sends: a message once taken is sent exactly once and in order, however long it waited
 * offline, and a Send past the limit is answered at once (its text stays in the form), with the
 * time it may go. Decision 013 tells why this and not the SDK's own `limitRate`.
 *
 * The times are kept in the outbox's own store (IndexedDB), which every tab and the worker share:
 * a second tab counts the first one's messages.
 */
import type { ContactTimings } from '@/config/contact-timings.ts';

/** When each message the device took for the provider lately entered the outbox (ms since epoch). */
export type SendTimes = readonly number[];

/**
 * The times that still count at `now`: those inside the window. A time further ahead than one
 * window means the clock was moved back: ignored, as the backoff ignores such a time.
 */
export function recentSendTimes(times: SendTimes, now: number, { sendWindowMs }: Pick<ContactTimings, 'sendWindowMs'>): number[] {
  return times.filter((at) => at > now - sendWindowMs && at - now <= sendWindowMs);
}

/** Null when one more message may go now; else the time it may (the oldest counted time leaves the window). */
export function sendAllowedAt(times: SendTimes, now: number, timings: Pick<ContactTimings, 'sendLimit' | 'sendWindowMs'>): number | null {
  const recent = recentSendTimes(times, now, timings).sort((a, b) => a - b);
  if (recent.length < timings.sendLimit) return null;
  // The window slides: the next place frees when the message `sendLimit` places back leaves it.
  return Math.min(recent[recent.length - timings.sendLimit]! + timings.sendWindowMs, now + timings.sendWindowMs);
}

/** Whether a stored record is the device's send times (and not an entry). */
export function isSendTimes(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((at) => typeof at === 'number' && Number.isFinite(at));
}
