import { set, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush } from './outbox.ts';
import { bounded, byQueueOrder, createIdbStore, isOutboxEntry, nextSeq, StorageUnavailableError } from './outbox-store.ts';
import { fakeIdbStore } from '../../../../tests/support/outbox/fake-idb-store.ts';
import { anEntry, T0, testOutbox } from '../../../../tests/support/outbox/outbox-test-kit.ts';

afterEach(() => vi.useRealTimers());

describe('bounded', () => {
  it('passes an answer through', async () => {
    await expect(bounded(async () => 7, 100, 'x')).resolves.toBe(7);
  });

  it('turns a throw, a rejection or no answer in time into StorageUnavailableError', async () => {
    vi.useFakeTimers();
    await expect(
      bounded(() => {
        throw new Error('indexedDB is not defined');
      }, 100, 'open'),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(bounded(() => Promise.reject(new Error('QuotaExceeded')), 100, 'put')).rejects.toBeInstanceOf(StorageUnavailableError);
    const hanging = bounded(() => new Promise(() => {}), 2_000, 'read');
    const caught = hanging.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await caught).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('createIdbStore', () => {
  it('reads and sends the messages the version in production queued (one record per entry, keyed by its id)', async () => {
    const { useStore, records } = fakeIdbStore();
    // As that version wrote them: idb-keyval's `set(entry.id, entry)`, a stranger record beside them.
    for (const entry of [anEntry('b', { seq: 2 }), anEntry('a', { seq: 1 })]) await set(entry.id, entry, useStore);
    records.set('stranger', { hello: 'world' });
    const store = createIdbStore(1_000, useStore);
    expect((await store.read()).map((entry) => entry.id).sort()).toEqual(['a', 'b']);

    const { outbox, provider } = testOutbox();
    const summary = await flush({ ...outbox, store }, false);
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);
    expect(summary.remaining).toBe(0);
    expect([...records.keys()]).toEqual(['stranger']);
  });

  it('keeps the send times in one record beside the entries, which reads never mistake for an entry', async () => {
    const { useStore, records } = fakeIdbStore();
    const store = createIdbStore(1_000, useStore);
    await store.update((_entries, sendTimes) => ({ put: [anEntry('a')], sendTimes: [...sendTimes, T0], result: undefined }));
    await store.update((_entries, sendTimes) => ({ sendTimes: [...sendTimes, T0 + 1], result: undefined }));
    expect(await store.update((_entries, sendTimes) => ({ result: sendTimes }))).toEqual([T0, T0 + 1]);
    expect((await store.read()).map((entry) => entry.id)).toEqual(['a']);
    expect(records.size).toBe(2);
  });

  it('applies an update whole, in one transaction after the one before it, and none of it when the change throws', async () => {
    const { useStore, records } = fakeIdbStore();
    const store = createIdbStore(1_000, useStore);
    const counts = await Promise.all(
      ['a', 'b', 'c'].map((id) => store.update((entries) => ({ put: [anEntry(id, { seq: entries.length + 1 })], result: entries.length }))),
    );
    expect(counts).toEqual([0, 1, 2]);
    expect(await store.update((entries) => ({ put: [{ ...entries[0]!, attempts: 9 }], remove: ['b'], result: 'done' }))).toBe('done');
    expect([...records.keys()]).toEqual(['a', 'c']);
    expect((await store.read()).find((entry) => entry.id === 'a')?.attempts).toBe(9);

    const failed = store.update(() => {
      throw new Error('a bug in the change');
    });
    await expect(failed).rejects.toBeInstanceOf(StorageUnavailableError);
    expect([...records.keys()]).toEqual(['a', 'c']);
  });

  it('reports storage that never answers as unavailable', async () => {
    vi.useFakeTimers();
    const store = createIdbStore(2_000, () => new Promise(() => {}));
    const reading = store.read().catch((error: unknown) => error);
    const updating = store.update(() => ({ result: 1 })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await reading).toBeInstanceOf(StorageUnavailableError);
    expect(await updating).toBeInstanceOf(StorageUnavailableError);
  });

  it('writes nothing when its transaction only runs after the caller was told it failed', async () => {
    vi.useFakeTimers();
    const { useStore, records } = fakeIdbStore();
    const slow: UseStore = (mode, callback) => new Promise((resolve) => setTimeout(resolve, 3_000)).then(() => useStore(mode, callback));
    const writing = createIdbStore(2_000, slow).update(() => ({ put: [anEntry('a')], result: 1 })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await writing).toBeInstanceOf(StorageUnavailableError);
    expect(records.size).toBe(0);
  });
});

describe('queue order', () => {
  it('orders by place in the queue, never by a clock that can step', () => {
    const entries = [anEntry('b', { seq: 2, queuedAt: T0 - 60_000 }), anEntry('a', { seq: 1, queuedAt: T0 }), anEntry('c', { seq: 3 })];
    expect(entries.sort(byQueueOrder).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(nextSeq(entries)).toBe(4);
    expect(nextSeq([])).toBe(1);
  });
});

describe('isOutboxEntry', () => {
  it('accepts what this code writes and refuses anything else', () => {
    expect(isOutboxEntry(anEntry('a', { attempts: 2 }))).toBe(true);
    expect(isOutboxEntry({ ...anEntry('a'), dropped: 'rejected' })).toBe(true);
    expect(isOutboxEntry({ ...anEntry('a'), dropped: 'lost' })).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), seq: undefined })).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), message: { name: 'x' } })).toBe(false);
    expect(isOutboxEntry(null)).toBe(false);
  });
});
