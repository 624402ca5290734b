/**
 * The page hands its work to the service worker, which outlives it (a reload or a closed tab
 * does not cancel the request): each flush, over a MessageChannel (the worker answers `ack`, then
 * `result`; ./worker-side.ts), made by the page itself when no worker answers; and a Background
 * Sync asked for, so the worker flushes with the tab closed. The two messages' names are here,
 * for both sides.
 */
import type { ContactTimings } from '@/config/contact-timings.ts';
import { flush, type FlushSummary, type Outbox } from './outbox.ts';
import { bounded } from './outbox-store.ts';

export const HAND_OVER_TYPE = 'outbox-flush-request';
/** A page's request: flush the outbox (`eager`: skip the head's backoff). The worker answers `ack`, then `result`. */
export interface HandOver {
  type: typeof HAND_OVER_TYPE;
  eager: boolean;
}
export type WorkerReply = { type: 'ack' } | { type: 'result'; result: FlushSummary } | { type: 'failed' };
/** Background Sync's tag: the browser wakes the worker to flush once it is online, tab open or not. */
export const OUTBOX_SYNC_TAG = 'portfolio-outbox-flush';

/** A page's flush: by the active service worker, else by this page. */
export async function flushFromPage(eager: boolean, outbox: Outbox): Promise<FlushSummary> {
  const answer = await askWorker(eager, outbox.timings);
  if (answer === 'not-taken') return flush(outbox, eager);
  if (answer === 'lost') return { remaining: 1, nextAttemptAt: outbox.now() + outbox.timings.backoffBaseMs, outcomes: {} };
  return answer;
}

async function activeWorker(waitMs: number): Promise<ServiceWorker | null> {
  const container = globalThis.navigator?.serviceWorker;
  const registration = container && (await bounded(() => container.getRegistration(), waitMs, 'the registration').catch(() => null));
  return registration?.active ?? null;
}

/**
 * The active worker's flush. No worker, or no `ack` in time (an older worker, or one dying):
 * 'not-taken', and the page flushes itself. No result in `requestLimitMs`: the worker died with it.
 */
async function askWorker(eager: boolean, timings: ContactTimings): Promise<FlushSummary | 'not-taken' | 'lost'> {
  const worker = await activeWorker(timings.storageWaitMs);
  if (!worker) return 'not-taken';
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (answer: FlushSummary | 'not-taken' | 'lost') => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(answer);
    };
    let timer = setTimeout(() => finish('not-taken'), timings.storageWaitMs);
    channel.port1.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.type === 'ack') {
        clearTimeout(timer);
        timer = setTimeout(() => finish('lost'), timings.requestLimitMs);
      } else finish(data.type === 'result' ? data.result : 'not-taken');
    };
    worker.postMessage({ type: HAND_OVER_TYPE, eager } satisfies HandOver, [channel.port2]);
  });
}

/** How long a page waits for an active worker to register a sync with (a first visit's is still installing). */
const SYNC_REGISTRATION_WAIT_MS = 60_000;

/** Asks for a sync; false without a service worker or Background Sync. */
export async function requestOutboxSync(waitMs = SYNC_REGISTRATION_WAIT_MS): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  const ready = container && (await bounded(() => container.ready, waitMs, 'an active service worker').catch(() => null));
  const sync = (ready as { sync?: { register(tag: string): Promise<void> } } | null | undefined)?.sync;
  // A denied permission fails the registration; the page's own retries remain.
  return sync ? sync.register(OUTBOX_SYNC_TAG).then(() => true, () => false) : false;
}
