/**
 * Where queued messages live, and who may change them. IndexedDB (through idb-keyval: three
 * operations need no more) because it is the one store a page and its service worker share.
 * Every change is a short read-modify-write under one exclusive lock, never held across a
 * network request. Sending has a lock of its own, the flusher lock, held for a whole flush,
 * requests included: one flusher at a time, in page or worker, sends the queue in order, and
 * while its request is open nobody else sends anything. Both are Web Locks where the platform
 * has them (shared by every tab and the worker, released when their holder dies, so a claim
 * lasts exactly as long as its sender lives, and no clock is involved), else mutexes local to
 * this page or worker.
 *
 * Every wait here is bounded. IndexedDB can hang without an answer (older Safari did) or throw
 * (private windows, quota); the lock can be held by a context stuck on such storage. Past the
 * bound the operation fails with `StorageUnavailableError`, and the caller sends without it.
 */
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { isOutboxEntry, type OutboxEntry } from './outbox-rules';

export const OUTBOX_DB_NAME = 'portfolio-outbox';
export const OUTBOX_STORE_NAME = 'messages';
export const OUTBOX_LOCK_NAME = 'portfolio-outbox';
export const FLUSHER_LOCK_NAME = 'portfolio-outbox-flusher';

export interface OutboxStore {
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Runs `task` while holding the outbox lock; rejects if the lock is not granted in time. */
export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs `task` as the one flusher, however long that takes; `waited`: another flusher ran first. */
export type AsFlusher = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;

export class StorageUnavailableError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`The outbox storage did not answer: ${what}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** `work`, or a StorageUnavailableError once `ms` have passed without an answer or on any error. */
export function bounded<T>(work: () => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageUnavailableError(`${what} (no answer in ${ms} ms)`)), ms);
    let started: Promise<T>;
    try {
      started = work();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof StorageUnavailableError ? error : new StorageUnavailableError(what, { cause: error }));
      },
    );
  });
}

/** The IndexedDB store, each operation bounded by `waitMs`. */
export function createIdbStore(waitMs: number, dbName = OUTBOX_DB_NAME, storeName = OUTBOX_STORE_NAME): OutboxStore {
  let useStore: UseStore | undefined;
  // createStore throws when `indexedDB` is missing; inside `bounded` that is a rejection.
  const store = () => (useStore ??= createStore(dbName, storeName));
  return {
    list: () => bounded(async () => (await values<unknown>(store())).filter(isOutboxEntry), waitMs, 'list'),
    put: (entry) => bounded(() => set(entry.id, entry, store()), waitMs, 'put'),
    remove: (id) => bounded(() => del(id, store()), waitMs, 'remove'),
  };
}

/** A mutex inside one JavaScript context: tasks run one at a time, in request order. */
export function createLocalLock(waitMs: number): WithLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const turn = tail;
    const run = bounded(() => turn, waitMs, 'the outbox lock').then(task);
    // The next task waits for this one, however it ends.
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The Web Locks API's exclusive lock, its wait bounded. */
export function createWebLock(locks: LockManager, waitMs: number): WithLock {
  return <T>(task: () => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), waitMs);
    const granted = locks.request(OUTBOX_LOCK_NAME, { signal: controller.signal }, () => {
      clearTimeout(timer);
      return task();
    }) as Promise<T>;
    return granted.catch((error: unknown) => {
      if (controller.signal.aborted) throw new StorageUnavailableError('the outbox lock', { cause: error });
      throw error;
    });
  };
}

export function createOutboxLock(waitMs: number, locks: LockManager | undefined = globalThis.navigator?.locks): WithLock {
  return locks ? createWebLock(locks, waitMs) : createLocalLock(waitMs);
}

/** The flusher lock: taken at once if free, else waited for (unbounded: the holder is sending). */
export function createFlusherLock(locks: LockManager | null | undefined = globalThis.navigator?.locks): AsFlusher {
  if (!locks) {
    let tail: Promise<unknown> = Promise.resolve();
    let holders = 0;
    return <T>(task: (waited: boolean) => Promise<T>) => {
      const waited = holders > 0;
      holders += 1;
      const run = tail.then(async () => {
        try {
          return await task(waited);
        } finally {
          holders -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    };
  }
  return async <T>(task: (waited: boolean) => Promise<T>): Promise<T> => {
    const free = { taken: false };
    const result = (await locks.request(FLUSHER_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return undefined;
      free.taken = true;
      return { value: await task(false) };
    })) as { value: T } | undefined;
    if (free.taken) return result!.value;
    return locks.request(FLUSHER_LOCK_NAME, () => task(true)) as Promise<T>;
  };
}
