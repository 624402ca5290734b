/**
 * When the page flushes, so the hook only forwards events. One flush at a time per page; a trigger
 * during a flush runs one more afterwards. After each flush a single timer waits for the next
 * entry's backoff to end, so the outbox keeps trying, with capped backoff, while the page stays
 * open. Timers only: the page's events (online, visibilitychange) are wired by the caller.
 */
import { backoffDelayMs, BACKOFF_MAX_MS } from './outbox-policy';
import type { FlushSummary } from './flush-outbox';

/** Never re-flush sooner than this after a flush, whatever the summary says. */
export const MIN_RESCHEDULE_MS = 1_000;

export interface OutboxSchedulerOptions {
  /** Runs one flush; `ignoreBackoff` is true for event triggers, false for the backoff timer. */
  flush: (ignoreBackoff: boolean) => Promise<FlushSummary>;
  now?: () => number;
  /** When a flush fails (storage trouble); it is retried with the same capped backoff. */
  onError?: (error: unknown) => void;
}

export interface OutboxScheduler {
  /** Flush now, backoff or not: the network may be back (online, page load, page visible). */
  trigger(): Promise<void>;
  /** Flush what is due and re-arm the timer, respecting backoff (e.g. right after queueing). */
  wake(): Promise<void>;
  /** Stop the timer and ignore later triggers. */
  dispose(): void;
}

export function createOutboxScheduler({ flush, now = Date.now, onError }: OutboxSchedulerOptions): OutboxScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let pending: { ignoreBackoff: boolean } | null = null;
  let failuresInARow = 0;
  let disposed = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (disposed) return;
    const wait = Math.min(Math.max(delayMs, MIN_RESCHEDULE_MS), BACKOFF_MAX_MS);
    timer = setTimeout(() => void run(false), wait);
  };

  const flushOnce = async (ignoreBackoff: boolean) => {
    try {
      const summary = await flush(ignoreBackoff);
      failuresInARow = 0;
      if (summary.nextAttemptAt !== null) schedule(summary.nextAttemptAt - now());
    } catch (error) {
      failuresInARow += 1;
      schedule(backoffDelayMs(failuresInARow));
      try {
        onError?.(error);
      } catch {
        // A reporting bug must not stop the retries.
      }
    }
  };

  const run = (ignoreBackoff: boolean): Promise<void> => {
    if (disposed) return Promise.resolve();
    if (running) {
      pending = { ignoreBackoff: ignoreBackoff || (pending?.ignoreBackoff ?? false) };
      return running;
    }
    clearTimeout(timer);
    running = (async () => {
      let next: { ignoreBackoff: boolean } | null = { ignoreBackoff };
      while (next && !disposed) {
        pending = null;
        await flushOnce(next.ignoreBackoff);
        next = pending;
      }
      running = null;
    })();
    return running;
  };

  return {
    trigger: () => run(true),
    wake: () => run(false),
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
