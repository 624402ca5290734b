/**
 * Just enough of one IndexedDB object store for idb-keyval's `UseStore` (the outbox store's
 * unit tests): records by key, transactions one at a time, each request answered in a later
 * task, writes applied at commit, and a throw in a request's callback aborting the transaction
 * with its writes, as browsers do.
 */
import type { UseStore } from 'idb-keyval';

type Handlers = { onsuccess?: () => void; onerror?: () => void; oncomplete?: () => void; onabort?: () => void };

export function fakeIdbStore(records = new Map<IDBValidKey, unknown>()) {
  let tail: Promise<unknown> = Promise.resolve();
  const useStore: UseStore = (mode, callback) => {
    const run = tail.then(() => {
      const writes: (() => void)[] = [];
      let pending = 0;
      let aborted = false;
      const transaction: Handlers & { error: null; abort(): void } = { error: null, abort: () => void (aborted = true) };
      const finish = () => {
        if (pending > 0) return;
        if (aborted) return transaction.onabort?.();
        writes.forEach((write) => write());
        transaction.oncomplete?.();
      };
      const request = (answer: () => unknown) => {
        const handlers: Handlers & { result?: unknown; error: null } = { error: null };
        pending += 1;
        setTimeout(() => {
          handlers.result = answer();
          try {
            handlers.onsuccess?.();
          } catch {
            aborted = true;
          }
          pending -= 1;
          finish();
        });
        return handlers;
      };
      const write = (apply: () => void) => {
        if (mode !== 'readwrite') throw new DOMException('read-only transaction', 'ReadOnlyError');
        writes.push(apply);
        return request(() => undefined);
      };
      const store = {
        transaction,
        getAll: () => request(() => [...records.values()].map((value) => structuredClone(value))),
        put: (value: unknown, key: IDBValidKey) => write(() => records.set(key, structuredClone(value))),
        delete: (key: IDBValidKey) => write(() => records.delete(key)),
      };
      return callback(store as unknown as IDBObjectStore);
    });
    tail = run.catch(() => undefined);
    return run;
  };
  return { useStore, records };
}
