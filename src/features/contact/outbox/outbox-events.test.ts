import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceOutboxEvent,
  deliveredEvent,
  droppedEvent,
  listenForOutboxEvents,
  OUTBOX_CHANNEL_NAME,
  type OutboxEvent,
} from './outbox-events';
import { anEntry, deferred } from '../../../../tests/support/outbox/outbox-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('outbox events', () => {
  it('describes an entry without its message body', () => {
    const entry = anEntry('a');
    expect(deliveredEvent(entry)).toEqual({ type: 'delivered', id: 'a', subject: 'Subject a', fingerprint: entry.fingerprint });
    expect(droppedEvent(entry, 'expired')).toMatchObject({ type: 'dropped', reason: 'expired', id: 'a' });
  });

  it('reaches listeners in the same context and others', async () => {
    const received = deferred<OutboxEvent>();
    const stop = listenForOutboxEvents(received.resolve);
    announceOutboxEvent(deliveredEvent(anEntry('a')));
    await expect(received.promise).resolves.toMatchObject({ type: 'delivered', id: 'a' });
    stop();
  });

  it('ignores foreign messages on the channel, and stops after unsubscribing', async () => {
    const onEvent = vi.fn();
    const stop = listenForOutboxEvents(onEvent);
    const stranger = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
    stranger.postMessage({ hello: 'world' });
    stranger.postMessage('delivered');
    const last = deferred<void>();
    const marker = listenForOutboxEvents(() => last.resolve());
    announceOutboxEvent(deliveredEvent(anEntry('a')));
    await last.promise;
    expect(onEvent.mock.calls.map(([event]) => event.id)).toEqual(['a']);

    stop();
    marker();
    stranger.close();
  });

  it('does nothing where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(() => announceOutboxEvent(deliveredEvent(anEntry('a')))).not.toThrow();
    const stop = listenForOutboxEvents(() => {});
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
