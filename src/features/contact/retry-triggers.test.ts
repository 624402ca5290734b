import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMINGS } from '@/config/contact-timings.ts';
import type { FlushSummary } from './outbox/outbox.ts';
import { startRetryTriggers } from './retry-triggers.ts';

const summary = (nextAttemptAt: number | null, remaining = nextAttemptAt === null ? 0 : 1): FlushSummary => ({ remaining, nextAttemptAt, outcomes: {} });

function harness(flushAnswers: FlushSummary[] = [], first?: () => Promise<FlushSummary>) {
  const network = new EventTarget();
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const flush = vi.fn(async (_eager: boolean) => flushAnswers.shift() ?? summary(null));
  if (first) flush.mockImplementationOnce(first);
  const requestSync = vi.fn(async () => true);
  const triggers = startRetryTriggers({
    flush,
    requestSync,
    timings: DEFAULT_TIMINGS,
    network: network as unknown as Window,
    visibility: visibility as unknown as Document,
  });
  return { network, visibility, flush, requestSync, triggers };
}

describe('startRetryTriggers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('flushes eagerly at start and asks for Background Sync when messages wait, so they leave with the tab closed', async () => {
    const { flush, requestSync, triggers } = harness([summary(20_000)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush.mock.calls).toEqual([[true]]);
    expect(requestSync).toHaveBeenCalledTimes(1);
    triggers.stop();
  });

  it('flushes eagerly when the network comes back (the online listener)', async () => {
    const { network, flush, triggers } = harness();
    await vi.advanceTimersByTimeAsync(0);
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(flush.mock.calls).toEqual([[true], [true]]);
    triggers.stop();
    network.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('flushes eagerly when the page is shown again, not when hidden', async () => {
    const { visibility, flush, triggers } = harness();
    await vi.advanceTimersByTimeAsync(0);
    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(flush.mock.calls).toEqual([[true], [true]]);
    triggers.stop();
  });

  it('waits for the next backoff with a plain flush, and stops when nothing waits', async () => {
    const { flush, triggers } = harness([summary(20_000), summary(null)]);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush.mock.calls).toEqual([[true], [false]]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(flush).toHaveBeenCalledTimes(2);
    triggers.stop();
  });

  it('runs one flush at a time; triggers meanwhile make one more', async () => {
    let release: () => void = () => {};
    const { network, flush, triggers } = harness([], () => new Promise((resolve) => (release = () => resolve(summary(null)))));
    await vi.advanceTimersByTimeAsync(0);
    network.dispatchEvent(new Event('online'));
    network.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
    triggers.stop();
  });

  it('retries a flush that failed (storage trouble) on the backoff', async () => {
    const { flush, triggers } = harness([], () => Promise.reject(new Error('storage')));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMINGS.backoffBaseMs);
    expect(flush).toHaveBeenCalledTimes(2);
    triggers.stop();
  });
});
