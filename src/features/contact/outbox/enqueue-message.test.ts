import { describe, expect, it } from 'vitest';
import { enqueueMessage } from './enqueue-message';
import { createMemoryOutboxStore } from '../../../../tests/support/outbox/memory-outbox-store';
import { createIdbOutboxStore } from './outbox-store';
import { fingerprint, MAX_MESSAGE_AGE_MS, MAX_QUEUED_MESSAGES } from './outbox-policy';
import type { OutboxStore } from './outbox-types';
import { aMessage, anEntry, sequentialIds, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

describe('enqueueMessage', () => {
  it('stores the message with its first backoff after the failed send', async () => {
    const store = createMemoryOutboxStore();
    const message = aMessage();
    const result = await enqueueMessage(store, message, T0, { newId: () => 'entry-1' });
    const expected = {
      id: 'entry-1',
      fingerprint: fingerprint(message),
      message,
      queuedAt: T0,
      attempts: 1,
      nextAttemptAt: T0 + 5_000,
    };
    expect(result).toEqual({ status: 'queued', entry: expected });
    expect(store.snapshot()).toEqual([expected]);
  });

  it('uses crypto.randomUUID ids by default', async () => {
    const result = await enqueueMessage(createMemoryOutboxStore(), aMessage(), T0);
    expect(result.status === 'queued' && result.entry.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a timed-out message on hold until its request can no longer land', async () => {
    const result = await enqueueMessage(createMemoryOutboxStore(), aMessage(), T0, { notBefore: T0 + 60_000 });
    expect(result).toMatchObject({ status: 'queued', entry: { notBefore: T0 + 60_000 } });
  });

  it('stores the same message once, however it was retyped', async () => {
    const store = createMemoryOutboxStore();
    const first = await enqueueMessage(store, aMessage(), T0, { newId: sequentialIds() });
    const again = await enqueueMessage(store, aMessage(), T0 + 1, { newId: sequentialIds('other') });
    const retyped = await enqueueMessage(store, aMessage({ email: ' ADA@example.com ' }), T0 + 2);
    expect(first.status).toBe('queued');
    expect(again).toEqual({ status: 'duplicate', entry: first.status === 'queued' ? first.entry : null });
    expect(retyped.status).toBe('duplicate');
    expect(store.snapshot()).toHaveLength(1);
  });

  it('puts the waiting copy on hold when a duplicate send timed out', async () => {
    const store = createMemoryOutboxStore([anEntry('waiting', { message: aMessage(), fingerprint: fingerprint(aMessage()) })]);
    const result = await enqueueMessage(store, aMessage(), T0, { notBefore: T0 + 60_000 });
    expect(result).toMatchObject({ status: 'duplicate', entry: { id: 'waiting', notBefore: T0 + 60_000 } });
    expect(store.snapshot()[0]!.notBefore).toBe(T0 + 60_000);
  });

  it(`refuses a message past the cap of ${MAX_QUEUED_MESSAGES}`, async () => {
    const store = createMemoryOutboxStore();
    for (let index = 0; index < MAX_QUEUED_MESSAGES; index += 1) {
      const result = await enqueueMessage(store, aMessage({ subject: `Message ${index}` }), T0 + index);
      expect(result.status).toBe('queued');
    }
    await expect(enqueueMessage(store, aMessage({ subject: 'One too many' }), T0 + 100)).resolves.toEqual({
      status: 'full',
    });
    // A duplicate of a waiting message is still recognised when full.
    expect((await enqueueMessage(store, aMessage({ subject: 'Message 3' }), T0 + 101)).status).toBe('duplicate');
    expect(store.snapshot()).toHaveLength(MAX_QUEUED_MESSAGES);
  });

  it('prunes expired entries first, which makes room', async () => {
    const old = Array.from({ length: MAX_QUEUED_MESSAGES }, (_, index) => anEntry(`old-${index}`, { queuedAt: T0 }));
    const store = createMemoryOutboxStore(old);
    const now = T0 + MAX_MESSAGE_AGE_MS;
    const result = await enqueueMessage(store, aMessage({ subject: 'Fresh' }), now, { newId: () => 'fresh' });
    expect(result.status).toBe('queued');
    expect(store.snapshot().map((entry) => entry.id)).toEqual(['fresh']);
  });

  it('reports storage that cannot be read or written as unavailable, without throwing', async () => {
    const quota = new DOMException('Quota exceeded', 'QuotaExceededError');
    const unreadable: OutboxStore = { list: () => Promise.reject(new Error('blocked')), put: async () => {}, remove: async () => {} };
    const full: OutboxStore = { list: async () => [], put: () => Promise.reject(quota), remove: async () => {} };
    await expect(enqueueMessage(unreadable, aMessage(), T0)).resolves.toMatchObject({ status: 'unavailable' });
    await expect(enqueueMessage(full, aMessage(), T0)).resolves.toEqual({ status: 'unavailable', error: quota });
  });

  it('reports a missing IndexedDB (private window, no support) as unavailable', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const result = await enqueueMessage(createIdbOutboxStore(), aMessage(), T0);
    expect(result).toMatchObject({ status: 'unavailable', error: expect.any(ReferenceError) });
  });
});
