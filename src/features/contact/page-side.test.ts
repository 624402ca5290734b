import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMINGS } from '@/config/contact-timings.ts';
import { fingerprintOf, type FlushSummary } from './outbox/outbox.ts';
import type { RequestAnswer } from './outbox/provider-request.ts';
import { startRetryTriggers } from './page-side.ts';
import { aMessage, anEntry, deferred, httpFailure, OFFLINE, OK, letPromisesRun, testPageOutbox } from '../../../tests/support/outbox/outbox-test-kit.ts';

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

let current = testPageOutbox();
/** The real Send path on a fresh test outbox (saved, then flushed by this page: no service worker here). */
const send = (message: ReturnType<typeof aMessage>) => current.page.send(message);
function useOutbox(options?: Parameters<typeof testPageOutbox>[0]) {
  current = testPageOutbox(options);
}
const fingerprint = fingerprintOf(aMessage());

describe('the page outbox: send', () => {
  it('sends at once and answers delivered', async () => {
    useOutbox();
    expect(await send(aMessage())).toEqual({ outcome: 'delivered', fingerprint });
    expect(current.provider.sent).toEqual(['Hello']);
    expect(current.store.snapshot()).toEqual([]);
  });

  it('keeps a failure that can pass and answers waiting (saved)', async () => {
    useOutbox({ script: [OFFLINE] });
    expect(await send(aMessage())).toEqual({ outcome: 'waiting', fingerprint });
    expect(current.store.snapshot()).toHaveLength(1);
  });

  it('answers rejected for a failure retrying cannot fix; the form tells it, so its record goes', async () => {
    useOutbox({ script: [httpFailure(400)] });
    expect(await send(aMessage())).toEqual({ outcome: 'rejected', fingerprint });
    await letPromisesRun();
    expect(current.store.snapshot()).toEqual([]);
  });

  it('sends what waited first: a new message goes after the queue, in order', async () => {
    useOutbox({ entries: [anEntry('earlier', { seq: 1 })] });
    expect(await send(aMessage())).toEqual({ outcome: 'delivered', fingerprint });
    expect(current.provider.sent).toEqual(['Subject earlier', 'Hello']);
  });

  it('joins a send already in flight instead of making a second request (double click, replayed submit)', async () => {
    const answer = deferred<RequestAnswer>();
    useOutbox({ script: [answer.promise] });
    const first = send(aMessage());
    const second = send(aMessage({ name: ' Ada Lovelace ' }));
    await letPromisesRun();
    answer.resolve(OK);
    expect(await Promise.all([first, second])).toEqual([
      { outcome: 'delivered', fingerprint },
      { outcome: 'delivered', fingerprint },
    ]);
    expect(current.provider.sent).toHaveLength(1);
  });

  it('sends straight out when storage does not answer, and says the message was not saved if that fails', async () => {
    useOutbox({ script: [OFFLINE] });
    current.outbox.store.update = () => Promise.reject(new Error('no answer'));
    expect(await send(aMessage())).toEqual({ outcome: 'unsaved', fingerprint });
    expect(current.provider.sent).toEqual(['Hello']);
  });

  it('answers within the feedback time while the request goes on; it stays the only one', async () => {
    vi.useFakeTimers();
    const answer = deferred<RequestAnswer>();
    useOutbox({ script: [answer.promise] });
    const result = send(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await result).toEqual({ outcome: 'waiting', fingerprint });
    // Send again while the first request is still open: no second request.
    const again = send(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await again).toEqual({ outcome: 'waiting', fingerprint });
    expect(current.provider.sent).toHaveLength(1);
    answer.resolve(OK);
    await vi.advanceTimersByTimeAsync(0);
    expect(current.store.snapshot()).toEqual([]);
    vi.useRealTimers();
  });
});
