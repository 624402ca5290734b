/**
 * What the page's side and the worker's side share: each context's outbox, the hand-over's
 * messages (a page asks; the worker answers `ack`, then `result`), and Background Sync's tag.
 */
import { emailConfig } from '@/config/env';
import { announceOutboxEvent, type FlushSummary, type Outbox } from './outbox';
import { TIMINGS } from './outbox-rules';
import { createFlusherLock, createIdbStore } from './outbox-store';
import { sendMessage } from './send-message';

function randomId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // randomUUID needs a secure context; a page served over plain http on a LAN address has none.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

let shared: Outbox | undefined;

/** The outbox of this page or worker; built on first use, so prerendering never touches storage. */
export function contextOutbox(): Outbox {
  return (shared ??= {
    store: createIdbStore(TIMINGS.storageWaitMs),
    asFlusher: createFlusherLock(),
    send: (message) => sendMessage(message, emailConfig, TIMINGS),
    timings: TIMINGS,
    announce: announceOutboxEvent,
    now: Date.now,
    random: Math.random,
    newId: randomId,
  });
}

export const HAND_OVER_TYPE = 'portfolio-outbox';
/** A page's request: flush the outbox (`eager`: skip the head's backoff). */
export interface HandOver {
  type: typeof HAND_OVER_TYPE;
  eager: boolean;
}
export type WorkerReply = { type: 'ack' } | { type: 'result'; result: FlushSummary } | { type: 'failed' };

/** Background Sync: the browser wakes the worker to flush once it is online, tab open or not. */
export const OUTBOX_SYNC_TAG = 'portfolio-outbox-flush';
