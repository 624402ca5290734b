/**
 * The page's own retries, for what still waits after a Send: at start, when the network returns,
 * when the page is shown again and when the queue's head is due, one flush at a time; a Background
 * Sync asked for after the first flush that leaves messages waiting. A flush that storage fails
 * is tried again on the capped backoff (./outbox/send-schedule.ts).
 */
import type { ContactTimings } from '@/config/contact-timings.ts';
import type { FlushSummary } from './outbox/outbox.ts';
import { backoffDelayMs } from './outbox/send-schedule.ts';

export interface RetryTriggerOptions {
  flush: (eager: boolean) => Promise<FlushSummary>;
  requestSync: () => Promise<boolean>;
  timings: ContactTimings;
  now?: () => number;
  network: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  visibility: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface RetryTriggers {
  /** Re-arms the timer after a flush made elsewhere (a Send). */
  rearm(summary: FlushSummary): void;
  stop(): void;
}

/** One flush at a time from this page; a trigger during a flush runs one more after it. */
export function startRetryTriggers({ flush: flushNow, requestSync, timings, now = Date.now, network, visibility }: RetryTriggerOptions): RetryTriggers {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue = Promise.resolve();
  let waiting: { eager: boolean } | null = null;
  let failuresInARow = 0;
  let stopped = false;
  let first = true;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(false), Math.min(Math.max(delayMs, Math.min(1000, timings.backoffBaseMs)), timings.backoffMaxMs));
  };
  const rearm = (summary: FlushSummary) => {
    if (summary.nextAttemptAt !== null) schedule(summary.nextAttemptAt - now());
  };

  const flushOnce = async (eager: boolean) => {
    const summary = await flushNow(eager).catch(() => null);
    // Storage trouble: try again on the same capped backoff.
    if (!summary) return schedule(backoffDelayMs((failuresInARow += 1), timings));
    failuresInARow = 0;
    if (first && summary.remaining > 0) void requestSync();
    first = false;
    rearm(summary);
  };

  // Triggers during a flush make one more after it (eager if any of them was).
  const run = (eager: boolean): Promise<void> => {
    if (waiting) waiting.eager ||= eager;
    else {
      const next = (waiting = { eager });
      queue = queue.then(() => {
        waiting = null;
        clearTimeout(timer);
        return stopped ? undefined : flushOnce(next.eager);
      });
    }
    return queue;
  };

  // The network may be back, or the page was away: flush now, whatever the backoff.
  const onOnline = () => void run(true);
  const onVisible = () => {
    if (visibility.visibilityState === 'visible') void run(true);
  };
  network.addEventListener('online', onOnline);
  visibility.addEventListener('visibilitychange', onVisible);
  void run(true);

  return {
    rearm,
    stop() {
      stopped = true;
      clearTimeout(timer);
      network.removeEventListener('online', onOnline);
      visibility.removeEventListener('visibilitychange', onVisible);
    },
  };
}
