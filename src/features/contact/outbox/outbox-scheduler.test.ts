import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushSummary } from './flush-outbox';
import { createOutboxScheduler } from './outbox-scheduler';
import { deferred } from '../../../../tests/support/outbox/outbox-test-kit';

const summary = (nextAttemptAt: number | null): FlushSummary => ({
  delivered: [],
  rejected: [],
  expired: [],
  remaining: nextAttemptAt === null ? 0 : 1,
  nextAttemptAt,
  lateAnswers: Promise.resolve(),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('createOutboxScheduler', () => {
  it('flushes eagerly on a trigger, then waits for the next backoff with a plain flush', async () => {
    const flush = vi.fn(async (_ignoreBackoff: boolean) => summary(flush.mock.calls.length === 1 ? 20_000 : null));
    const scheduler = createOutboxScheduler({ flush });
    await scheduler.trigger();
    expect(flush.mock.calls).toEqual([[true]]);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush.mock.calls).toEqual([[true], [false]]);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(flush).toHaveBeenCalledTimes(2); // nothing waits: no timer
    scheduler.dispose();
  });

  it('never re-flushes sooner than a second, nor waits longer than the backoff cap', async () => {
    const due = [Date.now() - 5, 3_600_000];
    const flush = vi.fn(async () => summary(due.shift() ?? null));
    const scheduler = createOutboxScheduler({ flush });
    await scheduler.trigger();
    await vi.advanceTimersByTimeAsync(999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(flush).toHaveBeenCalledTimes(3);
    scheduler.dispose();
  });

  it('runs one flush at a time, and one more for triggers that came in meanwhile', async () => {
    const gate = deferred<void>();
    let running = 0;
    let overlapped = false;
    const flush = vi.fn(async () => {
      running += 1;
      overlapped ||= running > 1;
      if (flush.mock.calls.length === 1) await gate.promise;
      running -= 1;
      return summary(null);
    });
    const scheduler = createOutboxScheduler({ flush });
    const first = scheduler.trigger();
    const second = scheduler.trigger();
    const third = scheduler.trigger();
    gate.resolve();
    await Promise.all([first, second, third]);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(overlapped).toBe(false);
    scheduler.dispose();
  });

  it('retries a failing flush (storage trouble) with capped backoff', async () => {
    const onError = vi.fn();
    const flush = vi.fn(async () => {
      if (flush.mock.calls.length <= 2) throw new Error('IndexedDB closed');
      return summary(null);
    });
    const scheduler = createOutboxScheduler({ flush, onError });
    await scheduler.trigger();
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(3);
    scheduler.dispose();
  });

  it('wake respects backoff: a message just queued is not sent again at once', async () => {
    const flush = vi.fn(async (_ignoreBackoff: boolean) => summary(flush.mock.calls.length === 1 ? 5_000 : null));
    const scheduler = createOutboxScheduler({ flush });
    await scheduler.wake();
    expect(flush.mock.calls).toEqual([[false]]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(flush.mock.calls).toEqual([[false], [false]]);
    scheduler.dispose();
  });

  it('an eager trigger during a plain flush still gets its eager flush', async () => {
    const gate = deferred<void>();
    const flush = vi.fn(async (_ignoreBackoff: boolean) => {
      if (flush.mock.calls.length === 1) await gate.promise;
      return summary(null);
    });
    const scheduler = createOutboxScheduler({ flush });
    const waking = scheduler.wake();
    const triggering = scheduler.trigger();
    gate.resolve();
    await Promise.all([waking, triggering]);
    expect(flush.mock.calls).toEqual([[false], [true]]);
    scheduler.dispose();
  });

  it('stops for good once disposed', async () => {
    const flush = vi.fn(async () => summary(10_000));
    const scheduler = createOutboxScheduler({ flush });
    await scheduler.trigger();
    scheduler.dispose();
    await scheduler.trigger();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
