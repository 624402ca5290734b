import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS, MAX_MESSAGE_AGE_MS } from '@/config/contact-timings.ts';
import { backoffDelayMs, dueAt, isDue, rescheduled } from './retry-schedule.ts';
import { anEntry, T0 } from '../../../../tests/support/outbox/outbox-test-kit.ts';

const timings = DEFAULT_TIMINGS;

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
    const failed = rescheduled(anEntry('a', { attempts: 1 }), T0 + 100, timings, () => 1);
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt).toBe(T0 + 100 + 5_000);
    expect(isDue(failed, T0 + 5_000, timings)).toBe(false);
    expect(isDue(failed, T0 + 5_000, timings, true)).toBe(true);
    expect(isDue(failed, T0 + 5_100, timings)).toBe(true);
    expect(dueAt(failed, T0, timings)).toBe(T0 + 5_100);
  });

  it('ignores a wait set further ahead than the backoff could (the clock was moved back)', () => {
    const entry = anEntry('a', { nextAttemptAt: T0 + 365 * 24 * 3_600_000 });
    expect(isDue(entry, T0, timings)).toBe(true);
  });

  it('never offers an expired entry, nor a time it becomes due', () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    expect(isDue(old, T0, timings, true)).toBe(false);
    expect(dueAt(old, T0, timings)).toBeNull();
  });
});
