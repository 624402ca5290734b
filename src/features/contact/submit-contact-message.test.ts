import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from './outbox/send-message';
import { aMessage, anEntry, deferred, httpFailure, OFFLINE, OK, settle, testOutbox } from '../../../tests/support/outbox/outbox-test-kit';

let current = testOutbox();
const forgetDroppedMessage = vi.fn();
vi.mock('./page-delivery', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./page-delivery')>();
  return {
    ...actual,
    // The real Send path (saved, then flushed by this page: no service worker here), on a test outbox.
    deliverFromPage: (...args: Parameters<typeof actual.deliverFromPage>) => actual.deliverFromPage(args[0], args[1], args[2], current.outbox),
    formShowsOutcome: () => {},
    forgetDroppedMessage,
  };
});

const { submitContactMessage } = await import('./submit-contact-message');
const { fingerprint } = await import('./outbox/outbox-rules');
const key = fingerprint(aMessage());

describe('submitContactMessage', () => {
  it('sends at once and answers sent', async () => {
    current = testOutbox();
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'sent', key });
    expect(current.provider.sent).toEqual(['Hello']);
    expect(current.store.snapshot()).toEqual([]);
  });

  it('keeps a failure that can pass and answers saved', async () => {
    current = testOutbox({ script: [OFFLINE] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'saved', key });
    expect(current.store.snapshot()).toHaveLength(1);
  });

  it('answers rejected for a failure retrying cannot fix; the form tells it, so its record goes', async () => {
    current = testOutbox({ script: [httpFailure(400)] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'rejected', key });
    expect(forgetDroppedMessage).toHaveBeenCalledWith(key);
  });

  it('sends what waited first: a new message goes after the queue, in order', async () => {
    current = testOutbox({ entries: [anEntry('earlier', { seq: 1 })] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'sent', key });
    expect(current.provider.sent).toEqual(['Subject earlier', 'Hello']);
  });

  it('joins a send already in flight instead of making a second request (double click, replayed submit)', async () => {
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const first = submitContactMessage(aMessage());
    const second = submitContactMessage(aMessage({ name: ' Ada Lovelace ' }));
    await settle();
    answer.resolve(OK);
    expect(await Promise.all([first, second])).toEqual([
      { status: 'sent', key },
      { status: 'sent', key },
    ]);
    expect(current.provider.sent).toHaveLength(1);
  });

  it('sends straight out when storage does not answer, and says the message was not saved if that fails', async () => {
    current = testOutbox({ script: [OFFLINE] });
    current.outbox.store.list = () => Promise.reject(new Error('no answer'));
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'unsaved', key });
    expect(current.provider.sent).toEqual(['Hello']);
  });

  it('answers within the feedback time while the request goes on; it stays the only one', async () => {
    vi.useFakeTimers();
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const result = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await result).toEqual({ status: 'saved', key });
    // Send again while the first request is still open: no second request.
    const again = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await again).toEqual({ status: 'saved', key });
    expect(current.provider.sent).toHaveLength(1);
    answer.resolve(OK);
    await vi.advanceTimersByTimeAsync(0);
    expect(current.store.snapshot()).toEqual([]);
    vi.useRealTimers();
  });
});
