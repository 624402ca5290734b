/**
 * Background Sync: delivery with the tab closed. The page registers a one-off sync whenever a
 * message is queued; the browser wakes the service worker once it is online, and the worker runs
 * the very same flush as the page, under the same Web Lock. Feature-detected on both sides:
 * where Background Sync is missing, the page's own triggers still deliver.
 */
import { flushAndAnnounce, type AnnouncedFlushOptions } from './announced-flush';
import type { FlushSummary } from './flush-outbox';

export const OUTBOX_SYNC_TAG = 'portfolio-outbox-flush';

/** The part of a ServiceWorkerRegistration that Background Sync adds (not in TypeScript's DOM lib). */
export interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Page side: ask for a sync. Resolves false when there is no service worker or no Background Sync. */
export async function requestOutboxSync(registration?: SyncCapableRegistration | null): Promise<boolean> {
  try {
    const target =
      registration ?? ((await globalThis.navigator?.serviceWorker?.getRegistration()) as SyncCapableRegistration | undefined);
    if (!target?.sync) return false;
    await target.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false; // e.g. the permission is denied; the page's own triggers remain
  }
}

/** Thrown so the browser schedules another sync while messages still wait. */
export class OutboxNotEmptyError extends Error {
  constructor(readonly remaining: number) {
    super(`${remaining} queued message(s) still waiting`);
    this.name = 'OutboxNotEmptyError';
  }
}

/**
 * Worker side: the whole sync. The network is presumably back, so backoff is ignored; timed-out
 * requests are waited for (the worker may be stopped once this settles); rejects while messages
 * remain, which makes the browser retry the sync later.
 */
export async function flushForBackgroundSync(options: Omit<AnnouncedFlushOptions, 'ignoreBackoff'>): Promise<FlushSummary> {
  const summary = await flushAndAnnounce({ ...options, ignoreBackoff: true });
  await summary.lateAnswers;
  const remaining = (await options.store.list().catch(() => null))?.length ?? summary.remaining;
  if (remaining > 0) throw new OutboxNotEmptyError(remaining);
  return summary;
}

/** The `sync` event as the worker receives it (SyncEvent is not in TypeScript's lib either). */
export interface OutboxSyncEvent {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

/** For the worker's `sync` listener: handles our tag and returns true, ignores any other. */
export function handleOutboxSync(event: OutboxSyncEvent, options: Omit<AnnouncedFlushOptions, 'ignoreBackoff'>): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false;
  event.waitUntil(flushForBackgroundSync(options));
  return true;
}
