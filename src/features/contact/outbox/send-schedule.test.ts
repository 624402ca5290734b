import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS, MAX_MESSAGE_AGE_MS } from '@/config/contact-timings.ts';
import { backoffDelayMs, createSendSchedule } from './send-schedule.ts';
import { anEntry, T0 } from '../../../../tests/support/outbox/outbox-test-kit.ts';

const timings = DEFAULT_TIMINGS;
// The top of each jitter range: the delay is the whole ceiling.
const schedule = createSendSchedule(timings, () => 1);

describe('backoffDelayMs', () => {
  it('doubles from the base up to the cap, with equal jitter (between half and all of it)', () => {
    const top = (attempts: number) => backoffDelayMs(attempts, timings, () => 1);
    const bottom = (attempts: number) => backoffDelayMs(attempts, timings, () => 0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(top)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect([1, 2, 8].map(bottom)).toEqual([2_500, 5_000, 150_000]);
    expect(backoffDelayMs(0, timings)).toBe(0);
  });
});

describe('the backoff', () => {
  it('after a failure that can pass, holds plain flushes, not eager ones', () => {
    const failed = schedule.rescheduled(anEntry('a', { attempts: 1 }), T0 + 100, true);
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt).toBe(T0 + 100 + 5_000);
    expect(schedule.isDue(failed, T0 + 5_000, false)).toBe(false);
    expect(schedule.isDue(failed, T0 + 5_000, true)).toBe(true);
    expect(schedule.isDue(failed, T0 + 5_100, false)).toBe(true);
    expect(schedule.dueAt(failed, T0)).toBe(T0 + 5_100);
  });

  it('offline, builds up no wait: the network back, the next try comes as after a first failure', () => {
    // Sends made offline each tried the head at once (eager): 3 failures would mean 10 to 20 s.
    const offline = schedule.rescheduled(anEntry('a', { attempts: 3 }), T0, false);
    expect(offline.attempts).toBe(1);
    expect(offline.nextAttemptAt).toBe(T0 + 5_000);
    const online = schedule.rescheduled(anEntry('a', { attempts: 3 }), T0, true);
    expect(online.nextAttemptAt).toBe(T0 + 20_000);
  });

  it('ignores a wait set further ahead than the backoff could (the clock was moved back)', () => {
    const entry = anEntry('a', { nextAttemptAt: T0 + 365 * 24 * 3_600_000 });
    expect(schedule.isDue(entry, T0, false)).toBe(true);
  });

  it('never offers an expired entry, nor a time it becomes due', () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    expect(schedule.isExpired(old, T0)).toBe(true);
    expect(schedule.isDue(old, T0, true)).toBe(false);
    expect(schedule.dueAt(old, T0)).toBeNull();
  });
});

// The spec of the limit, stated here: 3 messages in any 10 minutes.
const MINUTE = 60_000;
const limited = createSendSchedule({ ...DEFAULT_TIMINGS, sendLimit: 3, sendWindowMs: 10 * MINUTE });
const NOW = Date.UTC(2026, 3, 1, 9, 0);

describe('the device send limit', () => {
  it('lets the first three of ten minutes go, and says when the fourth may', () => {
    expect(limited.allowedAt([], NOW)).toBeNull();
    expect(limited.allowedAt([NOW - 9 * MINUTE, NOW - MINUTE], NOW)).toBeNull();
    // The oldest of the three leaves the window 10 minutes after it was taken.
    expect(limited.allowedAt([NOW - 9 * MINUTE, NOW - 2 * MINUTE, NOW - MINUTE], NOW)).toBe(NOW + MINUTE);
  });

  it('slides: a message older than ten minutes no longer counts', () => {
    expect(limited.allowedAt([NOW - 10 * MINUTE, NOW - 2 * MINUTE, NOW - MINUTE], NOW)).toBeNull();
    expect(limited.recentTimes([NOW - 11 * MINUTE, NOW - MINUTE], NOW)).toEqual([NOW - MINUTE]);
  });

  it('with more times than the limit (a second tab at once), waits for the one that frees a place', () => {
    const times = [NOW - 8 * MINUTE, NOW - 5 * MINUTE, NOW - 3 * MINUTE, NOW - MINUTE];
    expect(limited.allowedAt(times, NOW)).toBe(NOW + 5 * MINUTE);
  });

  it('ignores a time a clock moved back put far in the future, and never asks to wait over ten minutes', () => {
    expect(limited.recentTimes([NOW + 60 * MINUTE], NOW)).toEqual([]);
    const justAhead = [NOW + 30_000, NOW + 40_000, NOW + 50_000];
    expect(limited.allowedAt(justAhead, NOW)).toBe(NOW + 10 * MINUTE);
  });
});
