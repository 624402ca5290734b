import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOutboxEvent, eventAbout, listenForOutboxEvents, watchOutcomes, OUTBOX_CHANNEL_NAME, type OutboxEvent } from './outbox-events';
import { anEntry, settle } from '../../../../tests/support/outbox/outbox-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('outbox events', () => {
  it('describe a message without its body beyond the dedupe key', () => {
    const entry = anEntry('a');
    expect(eventAbout(entry)).toEqual({ id: 'a', subject: 'Subject a', fingerprint: entry.fingerprint });
  });

  it('reach every listener of the origin, and only valid events are passed on', async () => {
    const heard: OutboxEvent[] = [];
    const stop = listenForOutboxEvents((event) => heard.push(event));
    const delivered: OutboxEvent = { type: 'delivered', ...eventAbout(anEntry('a')) };
    announceOutboxEvent(delivered);
    const stray = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
    stray.postMessage({ type: 'something else' });
    stray.close();
    await settle();
    expect(heard).toEqual([delivered]);
    stop();
  });

  it('watchOutcomes follows one message: the next outcome and the latest one', async () => {
    const b = anEntry('b');
    const watch = watchOutcomes(b.fingerprint);
    const next = watch.next();
    announceOutboxEvent({ type: 'retrying', ...eventAbout(anEntry('a')) });
    announceOutboxEvent({ type: 'dropped', reason: 'rejected', ...eventAbout(b) });
    await expect(next).resolves.toMatchObject({ type: 'dropped', id: 'b' });
    expect(watch.latest()).toMatchObject({ type: 'dropped', id: 'b' });
    watch.stop();
  });

  it('do nothing where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(() => announceOutboxEvent({ type: 'delivered', ...eventAbout(anEntry('a')) })).not.toThrow();
    expect(listenForOutboxEvents(() => {})).toBeTypeOf('function');
  });
});
