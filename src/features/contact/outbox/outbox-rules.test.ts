import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  byQueueOrder,
  DEFAULT_TIMINGS,
  dueAt,
  fingerprintOf,
  isDue,
  isOutboxEntry,
  MAX_MESSAGE_AGE_MS,
  nextSeq,
  parseRetryAfter,
  rescheduled,
} from './outbox-rules';
import { aMessage, anEntry, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

const timings = DEFAULT_TIMINGS;

describe('fingerprint', () => {
  it('is the same for the same message typed with different spacing, line endings or email case', () => {
    const typed = aMessage({ name: 'Ada  Lovelace', email: 'ada@example.com', subject: 'Hello there', message: 'Hi\nthere' });
    const retyped = aMessage({ name: ' Ada Lovelace ', email: '  ADA@Example.COM ', subject: 'Hello  there ', message: '\nHi\r\nthere  ' });
    expect(fingerprintOf(retyped)).toBe(fingerprintOf(typed));
  });

  it('tells different messages apart, field by field, and field boundaries cannot be shifted', () => {
    const base = aMessage();
    const variants = [
      aMessage({ name: 'Ada King' }),
      aMessage({ email: 'king@example.com' }),
      aMessage({ subject: 'Hello again' }),
      aMessage({ message: 'Another note.' }),
      aMessage({ name: 'Ada Lovelace","ada@example.com', email: '' }),
    ];
    for (const variant of variants) expect(fingerprintOf(variant)).not.toBe(fingerprintOf(base));
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base up to the cap, with equal jitter (between half and all of it)', () => {
    const top = (attempts: number) => backoffDelayMs(attempts, timings, () => 1);
    const bottom = (attempts: number) => backoffDelayMs(attempts, timings, () => 0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(top)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect([1, 2, 8].map(bottom)).toEqual([2_500, 5_000, 150_000]);
    expect(backoffDelayMs(0, timings)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, caps them, and ignores nonsense', () => {
    expect(parseRetryAfter('120', T0, timings)).toBe(120_000);
    expect(parseRetryAfter(new Date(T0 + 30_000).toUTCString(), T0, timings)).toBe(30_000);
    expect(parseRetryAfter('999999', T0, timings)).toBe(timings.retryAfterMaxMs);
    expect(parseRetryAfter(new Date(T0 - 5_000).toUTCString(), T0, timings)).toBe(0);
    expect(parseRetryAfter('soon', T0, timings)).toBeUndefined();
    expect(parseRetryAfter(null, T0, timings)).toBeUndefined();
  });
});

describe('queue order, holds and backoff', () => {
  it('orders by place in the queue, never by a clock that can step', () => {
    const entries = [anEntry('b', { seq: 2, queuedAt: T0 - 60_000 }), anEntry('a', { seq: 1, queuedAt: T0 }), anEntry('c', { seq: 3 })];
    expect(entries.sort(byQueueOrder).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(nextSeq(entries)).toBe(4);
    expect(nextSeq([])).toBe(1);
  });

  it('after a failure that can pass, the backoff holds plain flushes, not eager ones', () => {
    const failed = rescheduled(anEntry('a', { attempts: 1 }), T0 + 100, timings, undefined, () => 1);
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt).toBe(T0 + 100 + 5_000);
    expect(isDue(failed, T0 + 5_000, timings)).toBe(false);
    expect(isDue(failed, T0 + 5_000, timings, true)).toBe(true);
    expect(isDue(failed, T0 + 5_100, timings)).toBe(true);
  });

  it("the provider's Retry-After holds every trigger, eager ones too", () => {
    const limited = rescheduled(anEntry('a', { attempts: 1 }), T0, timings, 60_000, () => 1);
    expect(isDue(limited, T0 + 59_999, timings, true)).toBe(false);
    expect(isDue(limited, T0 + 60_000, timings, true)).toBe(true);
    expect(dueAt(limited, T0, timings)).toBe(T0 + 60_000);
  });

  it('ignores a wait set further ahead than any rule could (the clock was moved back)', () => {
    const entry = anEntry('a', { nextAttemptAt: T0 + 365 * 24 * 3_600_000, notBefore: T0 + 365 * 24 * 3_600_000 });
    expect(isDue(entry, T0, timings)).toBe(true);
  });

  it('never offers an expired entry, nor a time it becomes due', () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    expect(isDue(old, T0, timings, true)).toBe(false);
    expect(dueAt(old, T0, timings)).toBeNull();
  });
});

describe('isOutboxEntry', () => {
  it('accepts what this code writes and refuses anything else', () => {
    expect(isOutboxEntry(anEntry('a', { attempts: 2 }))).toBe(true);
    expect(isOutboxEntry({ ...anEntry('a'), dropped: 'rejected' })).toBe(true);
    expect(isOutboxEntry({ ...anEntry('a'), dropped: 'lost' })).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), seq: undefined })).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), message: { name: 'x' } })).toBe(false);
    expect(isOutboxEntry(null)).toBe(false);
  });
});
