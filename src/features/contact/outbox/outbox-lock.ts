/**
 * Who may touch the outbox right now. Every read-then-send-then-remove runs under one exclusive
 * lock, so two tabs, a reloaded page and the service worker never send the same entry twice.
 * The Web Locks API is shared by every page and worker of the origin and is released when its
 * holder dies (a closed tab cannot leave the outbox locked). Without it, a lock local to this
 * page or worker still orders its own flushes; across contexts the stored hold (`notBefore`)
 * set before each send is then the only claim.
 */
export const OUTBOX_LOCK_NAME = 'portfolio-outbox';

/** Runs `task` while holding the exclusive lock `name`; resolves with its result. */
export type WithLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API (pages and service workers). */
export const webLocks: WithLock = <T>(name: string, task: () => Promise<T>): Promise<T> => {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.reject(new Error('The Web Locks API is not available here.'));
  // The lock is held until the task's promise settles; request resolves with its value.
  return locks.request<Promise<T>>(name, task) as Promise<T>;
};

/** A mutex per name inside one JavaScript context: tasks run one at a time, in request order. */
export function createLocalLock(): WithLock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(() => task());
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

let fallback: WithLock | undefined;

/** Web Locks where the platform has them, otherwise this context's own mutex. */
export function defaultLock(): WithLock {
  if (globalThis.navigator?.locks) return webLocks;
  return (fallback ??= createLocalLock());
}
