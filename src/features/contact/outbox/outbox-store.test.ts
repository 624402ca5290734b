import { describe, expect, it } from 'vitest';
import { createIdbOutboxStore, getOutboxStore } from './outbox-store';
import { anEntry } from '../../../../tests/support/outbox/outbox-test-kit';

// Node has no IndexedDB, which is exactly the private-window / unsupported case: every call must
// reject (never throw synchronously), so callers' error handling applies.
describe('createIdbOutboxStore without IndexedDB', () => {
  it('can be created and imported without touching IndexedDB (prerendering)', () => {
    expect(() => createIdbOutboxStore()).not.toThrow();
    expect(getOutboxStore()).toBe(getOutboxStore());
  });

  it('rejects each call instead of throwing', async () => {
    const store = createIdbOutboxStore();
    await expect(store.list()).rejects.toThrow();
    await expect(store.put(anEntry('a'))).rejects.toThrow();
    await expect(store.remove('a')).rejects.toThrow();
  });
});
