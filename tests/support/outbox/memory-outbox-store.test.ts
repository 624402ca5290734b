import { describe, expect, it } from 'vitest';
import { createMemoryOutboxStore } from './memory-outbox-store.ts';
import { anEntry } from './outbox-test-kit.ts';

describe('createMemoryOutboxStore', () => {
  it('puts and removes entries by id in one update, and answers what the change says', async () => {
    const store = createMemoryOutboxStore([anEntry('a')]);
    expect(await store.update((entries) => ({ put: [anEntry('b'), { ...entries[0]!, attempts: 3 }], result: entries.length }))).toBe(1);
    expect((await store.read()).map((entry) => [entry.id, entry.attempts])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    await store.update(() => ({ remove: ['a', 'missing'], result: undefined }));
    expect((await store.read()).map((entry) => entry.id)).toEqual(['b']);
  });

  it('stores copies, as IndexedDB does', async () => {
    const entry = anEntry('a');
    const store = createMemoryOutboxStore();
    await store.update(() => ({ put: [entry], result: undefined }));
    entry.attempts = 99;
    const [listed] = await store.read();
    listed!.attempts = 42;
    expect(store.snapshot()[0]!.attempts).toBe(1);
  });
});
