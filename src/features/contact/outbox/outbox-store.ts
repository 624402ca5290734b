/**
 * What an entry is, where entries live, and the two locks (decision 002 tells why these). IndexedDB, through
 * idb-keyval: the one store a page and its service worker share. `update` is a read and its writes
 * in one readwrite transaction, which IndexedDB runs one at a time across tabs and the worker: the
 * storage lock, never held across a request. The flusher lock (a Web Lock, freed when its holder
 * dies) is held for a whole flush: one sender at a time, in queue order. Every storage wait is
 * bounded (IndexedDB can hang or throw); past it the caller sends without storage.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { ContactMessage } from '@/config/email-provider.ts';

/** One message waiting to be delivered, stored as-is in IndexedDB under its `id`. */
export interface OutboxEntry {
  id: string;
  /** The normalised message (`fingerprintOf`): the same message is never queued twice. */
  fingerprint: string;
  message: ContactMessage;
  /** When it was queued (ms since epoch); decides expiry only. */
  queuedAt: number;
  /** Place in the queue, one more than any stored before it: the order, whatever the clock does. */
  seq: number;
  /** Requests made so far. */
  attempts: number;
  /** Earliest next attempt the backoff allows; an eager trigger may go sooner. */
  nextAttemptAt: number;
  /** Set when it left unsent (its outcome); kept until a page has told the visitor. */
  dropped?: 'rejected' | 'expired';
}

/** First in, first out: by place in the queue. */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq;
}

export function nextSeq(entries: readonly OutboxEntry[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.seq), 0) + 1;
}

const isText = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number';

/** Guards against records this code did not write (an older schema, a cleared and reused store). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  const entry = (typeof value === 'object' && value) as Partial<Record<keyof OutboxEntry, unknown>> | false;
  const message = entry && ((typeof entry.message === 'object' && entry.message) as Record<string, unknown> | false | null);
  return (
    !!entry &&
    !!message &&
    [entry.id, entry.fingerprint, message.name, message.email, message.subject, message.message].every(isText) &&
    [entry.queuedAt, entry.seq, entry.attempts, entry.nextAttemptAt].every(isNumber) &&
    [undefined, 'rejected', 'expired'].includes(entry.dropped as string | undefined)
  );
}

const OUTBOX_DB_NAME = 'portfolio-outbox';
const OUTBOX_STORE_NAME = 'messages';
const FLUSHER_LOCK_NAME = 'portfolio-outbox-flusher';
/** When each message the device took for the provider lately entered the outbox (ms since epoch): the send limit's record (send-schedule.ts). */
export type SendTimes = readonly number[];

/** Whether a stored record is the device's send times (and not an entry). */
function isSendTimes(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((at) => typeof at === 'number' && Number.isFinite(at));
}

/** The one record beside the entries: the device's send times (above), an array of numbers. */
const SEND_TIMES_KEY = 'send-times';

/** What an update writes (by id), and what it answers. */
export interface Change<T> {
  put?: OutboxEntry[];
  remove?: string[];
  /** The device's send times, replaced whole. */
  sendTimes?: SendTimes;
  result: T;
}

export interface OutboxStore {
  /** Every stored entry, waiting and dropped. */
  read(): Promise<OutboxEntry[]>;
  /** `change` sees every entry and the send times and says what to write, in one transaction (synchronous: it cannot outlive it). */
  update<T>(change: (entries: OutboxEntry[], sendTimes: SendTimes) => Change<T>): Promise<T>;
}

/** Runs `task` as the one flusher, however long that takes; `waited`: another flusher ran first. */
export type AsFlusher = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;

/** The flusher lock: taken at once if free, else waited for (unbounded: the holder is sending); a local mutex without Web Locks. */
export function createFlusherLock(locks: LockManager | null | undefined = globalThis.navigator?.locks): AsFlusher {
  if (!locks) {
    let tail: Promise<unknown> = Promise.resolve();
    let holders = 0;
    return <T>(task: (waited: boolean) => Promise<T>) => {
      const waited = holders > 0;
      holders += 1;
      const run = tail.then(() => task(waited)).finally(() => (holders -= 1));
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

export class StorageUnavailableError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`The outbox storage did not answer: ${what}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * `work`, or a StorageUnavailableError on any error or after `ms`. `late()` is true once the caller
 * has been told it failed: a transaction starting then writes nothing (D3 in decision 002).
 */
export function bounded<T>(work: (late: () => boolean) => Promise<T>, ms: number, what: string): Promise<T> {
  let late = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      late = true;
      reject(new StorageUnavailableError(`${what} (no answer in ${ms} ms)`));
    }, ms);
    Promise.resolve()
      .then(() => work(() => late))
      .then(resolve, (error: unknown) => reject(error instanceof StorageUnavailableError ? error : new StorageUnavailableError(what, { cause: error })))
      .finally(() => clearTimeout(timer));
  });
}

/** The IndexedDB store, each call bounded by `waitMs`. `useStore` is idb-keyval's (a test passes its own). */
export function createIdbStore(waitMs: number, useStore?: UseStore): OutboxStore {
  // createStore throws when `indexedDB` is missing; inside `bounded` that is a rejection.
  const store = () => (useStore ??= createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
  const entries = (all: unknown[]) => all.filter(isOutboxEntry);
  return {
    read: () => bounded(() => store()('readonly', async (objects) => entries(await promisifyRequest(objects.getAll()))), waitMs, 'read'),
    update: <T>(change: (stored: OutboxEntry[], sendTimes: SendTimes) => Change<T>) =>
      bounded(
        (late) =>
          store()('readwrite', (objects) => {
            let result: T;
            // Written in the read's callback (a transaction closes once no request is pending); a throw aborts it.
            const all = objects.getAll();
            all.onsuccess = () => {
              if (late()) return objects.transaction.abort();
              const { put = [], remove = [], sendTimes, ...answer } = change(entries(all.result), all.result.find(isSendTimes) ?? []);
              for (const entry of put) objects.put(entry, entry.id);
              for (const id of remove) objects.delete(id);
              if (sendTimes) objects.put([...sendTimes], SEND_TIMES_KEY);
              result = answer.result;
            };
            return promisifyRequest(objects.transaction).then(() => result);
          }),
        waitMs,
        'update',
      ),
  };
}
