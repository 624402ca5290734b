/**
 * The worker's side of the outbox, installed by src/sw/service-worker.ts on the worker's one
 * outbox: Background Sync's flush, which runs with the tab closed, then the listeners for the
 * flushes pages hand over (./worker-handover.ts; a reload or a closed tab does not cancel them)
 * and for the sync.
 */
import { flush, type Outbox } from './outbox.ts';
import { HAND_OVER_TYPE, OUTBOX_SYNC_TAG, type HandOver, type WorkerReply } from './worker-handover.ts';

/**
 * Background Sync: flush what is due, wait for the head if it becomes due within the budget, and
 * reject while messages remain, so the browser syncs again later. It keeps to the backoff (not
 * eager): the sync a page registers right after a failed attempt must not repeat it at once.
 */
export async function flushForSync(outbox: Outbox, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<void> {
  const giveUpAt = outbox.now() + outbox.timings.syncBudgetMs;
  for (;;) {
    const { remaining, nextAttemptAt } = await flush(outbox, false);
    if (remaining === 0 || nextAttemptAt === null) return;
    if (nextAttemptAt > giveUpAt) throw new Error(`${remaining} queued message(s) still waiting`);
    await sleep(Math.max(nextAttemptAt - outbox.now(), 50));
  }
}

/** The part of the worker's events used here (SyncEvent is not in TypeScript's lib). */
interface WorkerEvent {
  data?: unknown;
  ports?: readonly MessagePort[];
  tag?: string;
  waitUntil(work: Promise<unknown>): void;
}
export interface ContactWorkerScope {
  addEventListener(type: 'message' | 'sync', listener: (event: WorkerEvent) => void): void;
}

export function installContactWorker(scope: ContactWorkerScope, outbox: Outbox): void {
  scope.addEventListener('message', (event) => {
    const request = event.data as Partial<HandOver> | null;
    if (request?.type !== HAND_OVER_TYPE) return;
    const [port] = event.ports ?? [];
    const reply = (message: WorkerReply) => port?.postMessage(message);
    reply({ type: 'ack' });
    event.waitUntil(
      flush(outbox, request.eager === true).then(
        (result) => reply({ type: 'result', result }),
        () => reply({ type: 'failed' }),
      ),
    );
  });
  scope.addEventListener('sync', (event) => {
    // Rejecting while messages remain makes the browser schedule another sync later.
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushForSync(outbox));
  });
}
