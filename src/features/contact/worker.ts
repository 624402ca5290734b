/**
 * The contact feature's part of the service worker: it makes the requests pages hand it (so a
 * reload or a closed tab does not cancel them) and flushes the outbox on Background Sync, with
 * the same outbox code and lock as the pages. src/sw/service-worker.ts installs it.
 */
import { answerPage, contextOutbox, OUTBOX_SYNC_TAG, type PageRequestEvent } from './outbox/courier';
import { flushForSync } from './outbox/deliver';

/** The `sync` event as the worker receives it (SyncEvent is not in TypeScript's lib). */
export interface OutboxSyncEvent {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

export interface ContactWorkerScope {
  addEventListener(type: 'message', listener: (event: PageRequestEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: OutboxSyncEvent) => void): void;
}

export function installContactWorker(scope: ContactWorkerScope): void {
  scope.addEventListener('message', (event) => void answerPage(event));
  scope.addEventListener('sync', (event) => {
    // Rejecting while messages remain makes the browser schedule another sync later.
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushForSync(contextOutbox()));
  });
}
