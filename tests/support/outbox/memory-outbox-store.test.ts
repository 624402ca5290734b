import { describe, expect, it } from 'vitest';
import { createMemoryOutboxStore } from './memory-outbox-store';
import { anEntry } from './outbox-test-kit';

describe('createMemoryOutboxStore', () => {
  it('puts, lists and removes entries by id', async () => {
    const store = createMemoryOutboxStore([anEntry('a')]);
    await store.put(anEntry('b'));
    await store.put({ ...anEntry('a'), attempts: 3 });
    expect((await store.list()).map((entry) => [entry.id, entry.attempts])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    await store.remove('a');
    await store.remove('missing');
    expect((await store.list()).map((entry) => entry.id)).toEqual(['b']);
  });

  it('stores copies, as IndexedDB does', async () => {
    const entry = anEntry('a');
    const store = createMemoryOutboxStore();
    await store.put(entry);
    entry.attempts = 99;
    const [listed] = await store.list();
    listed!.attempts = 42;
    expect(store.snapshot()[0]!.attempts).toBe(1);
  });
});
