import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attempt } from './outbox/deliver';
import type { SendOutcome } from './outbox/send-message';
import { aMessage, deferred, httpFailure, OFFLINE, settle, testOutbox } from '../../../tests/support/outbox/outbox-test-kit';

let current = testOutbox();
const requestOutboxSync = vi.fn(async () => true);
const wakePageDelivery = vi.fn();
vi.mock('./outbox/courier', () => ({
  contextOutbox: () => current.outbox,
  pageCourier: () => ({ attempt: (id: string) => attempt(current.outbox, id, true) }),
  requestOutboxSync,
}));
vi.mock('./page-delivery', () => ({ wakePageDelivery, formShowsOutcome: () => {} }));

const { submitContactMessage } = await import('./submit-contact-message');

beforeEach(() => {
  requestOutboxSync.mockClear();
  wakePageDelivery.mockClear();
});

describe('submitContactMessage', () => {
  it('sends at once and answers sent', async () => {
    current = testOutbox();
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'sent' });
    expect(current.provider.sent).toEqual(['Hello']);
    expect(current.store.snapshot()).toEqual([]);
    expect(requestOutboxSync).not.toHaveBeenCalled();
  });

  it('keeps a failure that can pass, arms the page timer and asks for Background Sync', async () => {
    current = testOutbox({ script: [OFFLINE] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'saved' });
    expect(current.store.snapshot()).toHaveLength(1);
    expect(requestOutboxSync).toHaveBeenCalledTimes(1);
    expect(wakePageDelivery).toHaveBeenCalledTimes(1);
  });

  it('answers rejected for a failure retrying cannot fix, and keeps nothing', async () => {
    current = testOutbox({ script: [httpFailure(400)] });
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'rejected' });
    expect(current.store.snapshot()).toEqual([]);
  });

  it('joins a send already in flight instead of making a second request (double click, replayed submit)', async () => {
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const first = submitContactMessage(aMessage());
    const second = submitContactMessage(aMessage({ name: ' Ada Lovelace ' }));
    await settle();
    answer.resolve({ ok: true });
    expect(await Promise.all([first, second])).toEqual([{ status: 'sent' }, { status: 'sent' }]);
    expect(current.provider.sent).toHaveLength(1);
  });

  it('sends straight out when storage does not answer, and says the message was not saved if that fails', async () => {
    current = testOutbox({ script: [OFFLINE] });
    current.outbox.store.list = () => Promise.reject(new Error('no answer'));
    expect(await submitContactMessage(aMessage())).toEqual({ status: 'unsaved' });
    expect(current.provider.sent).toEqual(['Hello']);
  });

  it('answers within the feedback time while the request goes on; it stays the only one', async () => {
    vi.useFakeTimers();
    const answer = deferred<SendOutcome>();
    current = testOutbox({ script: [answer.promise] });
    const result = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await result).toEqual({ status: 'saved' });
    // Send again while the first request is still open: no second request.
    const again = submitContactMessage(aMessage());
    await vi.advanceTimersByTimeAsync(current.outbox.timings.feedbackMs);
    expect(await again).toEqual({ status: 'saved' });
    expect(current.provider.sent).toHaveLength(1);
    answer.resolve({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(current.store.snapshot()).toEqual([]);
    vi.useRealTimers();
  });
});
