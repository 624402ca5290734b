import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from './outbox/send-message';
import { aMessage, anEntry, deferred, httpFailure, OFFLINE, OK, letPromisesRun, testOutbox } from '../../../tests/support/outbox/outbox-test-kit';

let current = testOutbox();
const forgetDropped = vi.fn();
const { createContactSubmit } = await import('./submit-contact-message');
const { sendFromPage } = await import('./page-side');
const { fingerprintOf } = await import('./outbox/outbox-rules');
// The real Send path (saved, then flushed by this page: no service worker here), on a test outbox.
const submitContactMessage = createContactSubmit({
  send: (message, fingerprint, onSaved) => sendFromPage(message, fingerprint, onSaved, current.outbox, () => {}),
  forgetDropped,
});
const fingerprint = fingerprintOf(aMessage());

describe('submitContactMessage', () => {
  it('sends at once and answers sent', async () => {
    current = testOutbox();
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'sent', fingerprint });
    expect(current.provider.sent).toEqual(['Hello']);
    expect(current.store.snapshot()).toEqual([]);
  });

  it('keeps a failure that can pass and answers saved', async () => {
    current = testOutbox({ script: [OFFLINE] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'saved', fingerprint });
    expect(current.store.snapshot()).toHaveLength(1);
  });

  it('answers rejected for a failure retrying cannot fix; the form tells it, so its record goes', async () => {
    current = testOutbox({ script: [httpFailure(400)] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'rejected', fingerprint });
    expect(forgetDropped).toHaveBeenCalledWith(fingerprint);
  });

  it('sends what waited first: a new message goes after the queue, in order', async () => {
    current = testOutbox({ entries: [anEntry('earlier', { seq: 1 })] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'sent', fingerprint });
    expect(current.provider.sent).toEqual(['Subject earlier', 'Hello']);
  });

  it('joins a send already in flight instead of making a second request (double click, replayed submit)', async () => {
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const first = submitContactMessage(aMessage());
    const second = submitContactMessage(aMessage({ name: ' Ada Lovelace ' }));
    await letPromisesRun();
    answer.resolve(OK);
    expect(await Promise.all([first, second])).toEqual([
      { status: 'sent', fingerprint },
      { status: 'sent', fingerprint },
    ]);
    expect(current.provider.sent).toHaveLength(1);
  });

  it('sends straight out when storage does not answer, and says the message was not saved if that fails', async () => {
    current = testOutbox({ script: [OFFLINE] });
    current.outbox.store.update = () => Promise.reject(new Error('no answer'));
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'unsaved', fingerprint });
    expect(current.provider.sent).toEqual(['Hello']);
  });

  it('answers within the feedback time while the request goes on; it stays the only one', async () => {
    vi.useFakeTimers();
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const result = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await result).toEqual({ status: 'saved', fingerprint });
    // Send again while the first request is still open: no second request.
    const again = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await again).toEqual({ status: 'saved', fingerprint });
    expect(current.provider.sent).toHaveLength(1);
    answer.resolve(OK);
    await vi.advanceTimersByTimeAsync(0);
    expect(current.store.snapshot()).toEqual([]);
    vi.useRealTimers();
  });
});
