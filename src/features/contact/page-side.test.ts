import { describe, expect, it, vi } from 'vitest';
import { fingerprintOf } from './outbox/outbox.ts';
import type { RequestAnswer } from './outbox/provider-request.ts';
import { aMessage, anEntry, deferred, httpFailure, OFFLINE, OK, letPromisesRun, testPageOutbox } from '../../../tests/support/outbox/outbox-test-kit.ts';

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
