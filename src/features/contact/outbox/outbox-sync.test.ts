import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryOutboxStore } from '../../../../tests/support/outbox/memory-outbox-store';
import { listenForOutboxEvents, type OutboxEvent } from './outbox-events';
import { createLocalLock } from './outbox-lock';
import {
  flushForBackgroundSync,
  handleOutboxSync,
  OUTBOX_SYNC_TAG,
  OutboxNotEmptyError,
  requestOutboxSync,
} from './outbox-sync';
import { anEntry, httpFailure, OFFLINE, scriptedSend, settle, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('requestOutboxSync', () => {
  it('registers our sync tag on a registration that supports it', async () => {
    const register = vi.fn(async () => {});
    await expect(requestOutboxSync({ sync: { register } })).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
  });

  it('looks the registration up itself', async () => {
    const register = vi.fn(async () => {});
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ sync: { register } }) } });
    await expect(requestOutboxSync()).resolves.toBe(true);
  });

  it('reports false without a service worker, without Background Sync, or when refused', async () => {
    await expect(requestOutboxSync()).resolves.toBe(false);
    await expect(requestOutboxSync({})).resolves.toBe(false);
    const refused = { sync: { register: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } };
    await expect(requestOutboxSync(refused)).resolves.toBe(false);
  });
});

describe('flushForBackgroundSync', () => {
  const now = () => T0 + 1_000;

  it('delivers everything, even in backoff, and tells open pages', async () => {
    const store = createMemoryOutboxStore([
      anEntry('a', { nextAttemptAt: T0 + 60_000 }),
      anEntry('b', { queuedAt: T0 + 1 }),
      anEntry('c', { queuedAt: T0 + 2 }),
    ]);
    const events: OutboxEvent[] = [];
    const stop = listenForOutboxEvents((event) => events.push(event));
    const provider = scriptedSend([{ ok: true }, httpFailure(400), { ok: true }]);
    const summary = await flushForBackgroundSync({ store, send: provider.send, lock: createLocalLock(), now });
    expect(summary.delivered.map((entry) => entry.id)).toEqual(['a', 'c']);
    await settle();
    expect(events.map((event) => `${event.type} ${event.id}`)).toEqual(['delivered a', 'dropped b', 'delivered c']);
    stop();
  });

  it('rejects while messages remain, so the browser retries the sync', async () => {
    const store = createMemoryOutboxStore([anEntry('a')]);
    const provider = scriptedSend([OFFLINE]);
    const flushing = flushForBackgroundSync({ store, send: provider.send, lock: createLocalLock(), now });
    await expect(flushing).rejects.toBeInstanceOf(OutboxNotEmptyError);
    await expect(flushing).rejects.toMatchObject({ remaining: 1 });
  });
});

describe('handleOutboxSync', () => {
  it('takes our tag and keeps the worker alive until the flush settles', async () => {
    const waitUntil = vi.fn();
    const options = { store: createMemoryOutboxStore(), send: scriptedSend().send, lock: createLocalLock() };
    expect(handleOutboxSync({ tag: OUTBOX_SYNC_TAG, waitUntil }, options)).toBe(true);
    await expect(waitUntil.mock.calls[0]![0]).resolves.toMatchObject({ remaining: 0 });
    expect(handleOutboxSync({ tag: 'something-else', waitUntil }, options)).toBe(false);
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });
});
