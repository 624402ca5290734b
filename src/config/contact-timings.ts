/**
 * The contact outbox's timings and caps (decision 002), read by the page and the service worker
 * alike. A test build shortens the timings (or widens the send limit) with `VITE_CONTACT_TIMINGS`
 * (timing-overrides.ts).
 */
import { contactTimingOverrides } from './env.ts';

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
  /** How long a Background Sync event waits for entries in backoff before it hands back. */
  syncBudgetMs: number;
  /**
   * One device takes at most `sendLimit` messages for the provider in any `sendWindowMs`; a
   * Send past it is refused, its text kept (send-schedule.ts).
   */
  sendLimit: number;
  sendWindowMs: number;
}

export const DEFAULT_TIMINGS: ContactTimings = {
  storageWaitMs: 2_000,
  feedbackMs: 12_000,
  // A little over the five minutes a browser lets a service worker event run.
  requestLimitMs: 5.5 * 60_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 5 * 60_000,
  syncBudgetMs: 2 * 60_000,
  sendLimit: 3,
  sendWindowMs: 10 * 60_000,
};

export const TIMINGS: ContactTimings = { ...DEFAULT_TIMINGS, ...contactTimingOverrides };

/** At most this many messages wait; one more is refused with 'full'. */
export const MAX_QUEUED_MESSAGES = 20;
/** A message older than this is dropped unsent: the visitor has long moved on. */
export const MAX_MESSAGE_AGE_MS = 14 * 24 * 60 * 60 * 1000;
