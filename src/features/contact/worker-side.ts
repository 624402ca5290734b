/**
 * The worker's side of the outbox, whole: the flushes pages hand over (a reload or a closed tab
 * does not cancel them) and Background Sync, which flushes with every tab closed.
 */
import { flush, flushForSync, type Outbox } from './outbox/outbox';
import { contextOutbox, HAND_OVER_TYPE, OUTBOX_SYNC_TAG, type HandOver, type WorkerReply } from './outbox/hand-over';

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

export function installContactWorker(scope: ContactWorkerScope, outbox: () => Outbox = contextOutbox): void {
  scope.addEventListener('message', (event) => {
    const request = event.data as Partial<HandOver> | null;
    if (request?.type !== HAND_OVER_TYPE) return;
    const [port] = event.ports ?? [];
    const reply = (message: WorkerReply) => port?.postMessage(message);
    reply({ type: 'ack' });
    event.waitUntil(
      flush(outbox(), request.eager === true).then(
        (result) => reply({ type: 'result', result }),
        () => reply({ type: 'failed' }),
      ),
    );
  });
  scope.addEventListener('sync', (event) => {
    // Rejecting while messages remain makes the browser schedule another sync later.
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushForSync(outbox()));
  });
}
