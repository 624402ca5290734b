/**
 * The outbox's durable home: one IndexedDB object store, keyed by entry id, through idb-keyval.
 * IndexedDB because it is the one store that both the page and the service worker can open
 * (localStorage does not exist in a worker) and it survives reloads and closed tabs.
 * idb-keyval's `createStore` opens the database lazily, so importing this module during
 * prerendering touches nothing; a missing or broken IndexedDB surfaces as a rejected call.
 */
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { isOutboxEntry } from './outbox-policy';
import type { OutboxEntry, OutboxStore } from './outbox-types';

export const OUTBOX_DB_NAME = 'portfolio-outbox';
export const OUTBOX_STORE_NAME = 'messages';

export function createIdbOutboxStore(dbName = OUTBOX_DB_NAME, storeName = OUTBOX_STORE_NAME): OutboxStore {
  let useStore: UseStore | undefined;
  // createStore throws synchronously when `indexedDB` is missing; inside these async
  // functions that becomes a rejection the callers already handle.
  const store = () => (useStore ??= createStore(dbName, storeName));
  return {
    async list() {
      const stored = await values<unknown>(store());
      return stored.filter(isOutboxEntry);
    },
    async put(entry: OutboxEntry) {
      await set(entry.id, entry, store());
    },
    async remove(id: string) {
      await del(id, store());
    },
  };
}

let shared: OutboxStore | undefined;

/** One store per page or worker, so the database connection is opened once. */
export function getOutboxStore(): OutboxStore {
  return (shared ??= createIdbOutboxStore());
}
