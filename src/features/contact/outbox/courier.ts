/**
 * Who makes the requests. The outbox of this page or worker is wired once (`contextOutbox`).
 * A page hands every attempt to the active service worker when there is one: the worker
 * outlives the page, so a reload or a closed tab does not cancel a request it makes, and its
 * answer is still written down. Without a worker (the first seconds of a first visit, a browser
 * without one), or with an older worker that does not answer, the page sends itself.
 */
import { emailConfig } from '@/config/env';
import { attempt, flush, type AttemptResult, type FlushSummary, type Outbox } from './deliver';
import { announceOutboxEvent } from './outbox-events';
import { claimLengthMs, TIMINGS } from './outbox-rules';
import { bounded, createIdbStore, createOutboxLock } from './outbox-store';
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
    lock: createOutboxLock(TIMINGS.storageWaitMs),
    send: (message) => sendMessage(message, emailConfig, TIMINGS),
    timings: TIMINGS,
    announce: announceOutboxEvent,
    now: Date.now,
    random: Math.random,
    newId: randomId,
  });
}

/** What a page asks the worker to do, and how the worker answers (first `ack`, then `result`). */
export const COURIER_MESSAGE_TYPE = 'portfolio-outbox';
export type CourierRequest =
  | { type: typeof COURIER_MESSAGE_TYPE; op: 'attempt'; id: string }
  | { type: typeof COURIER_MESSAGE_TYPE; op: 'flush'; eager: boolean };
type CourierReply = { type: 'ack' } | { type: 'result'; result: AttemptResult | FlushSummary } | { type: 'failed' };

export function isCourierRequest(data: unknown): data is CourierRequest {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === COURIER_MESSAGE_TYPE;
}

export interface Courier {
  /** One attempt of entry `id` (eager: the visitor pressed Send). */
  attempt(id: string): Promise<AttemptResult>;
  flush(eager: boolean): Promise<FlushSummary>;
}

type WorkerAnswer<T> = { status: 'answered'; result: T } | { status: 'not-taken' } | { status: 'lost' };

/**
 * Asks `worker`. No `ack` in time: it is an older worker, or busy dying; the page does the work.
 * Acked but no result in time: the worker took the work and died with it (its claim runs out).
 */
function askWorker<T>(worker: ServiceWorker, request: CourierRequest, ackWithinMs: number, answerWithinMs: number): Promise<WorkerAnswer<T>> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (answer: WorkerAnswer<T>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(answer);
    };
    let timer = setTimeout(() => finish({ status: 'not-taken' }), ackWithinMs);
    channel.port1.onmessage = ({ data }: MessageEvent<CourierReply>) => {
      if (data.type === 'ack') {
        clearTimeout(timer);
        timer = setTimeout(() => finish({ status: 'lost' }), answerWithinMs);
      } else if (data.type === 'result') finish({ status: 'answered', result: data.result as T });
      else finish({ status: 'not-taken' });
    };
    worker.postMessage(request, [channel.port2]);
  });
}

async function activeWorker(waitMs: number): Promise<ServiceWorker | null> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return null;
  try {
    return (await bounded(() => container.getRegistration(), waitMs, 'the service worker registration'))?.active ?? null;
  } catch {
    return null;
  }
}

/** The page's courier: the active service worker, else this page itself. */
export function pageCourier(outbox: Outbox = contextOutbox()): Courier {
  const { timings } = outbox;
  async function viaWorker<T>(request: CourierRequest, inPage: () => Promise<T>, whenLost: () => T): Promise<T> {
    const worker = await activeWorker(timings.storageWaitMs);
    if (!worker) return inPage();
    const answer = await askWorker<T>(worker, request, timings.storageWaitMs, claimLengthMs(timings) + timings.storageWaitMs);
    if (answer.status === 'answered') return answer.result;
    return answer.status === 'not-taken' ? inPage() : whenLost();
  }
  return {
    attempt: (id) =>
      viaWorker<AttemptResult>({ type: COURIER_MESSAGE_TYPE, op: 'attempt', id }, () => attempt(outbox, id, true), () => ({ kind: 'in-flight' })),
    flush: (eager) =>
      viaWorker<FlushSummary>({ type: COURIER_MESSAGE_TYPE, op: 'flush', eager }, () => flush(outbox, eager), () => ({
        remaining: 1,
        nextAttemptAt: outbox.now() + timings.backoffBaseMs,
      })),
  };
}

/** The part of the worker's ExtendableMessageEvent used here. */
export interface PageRequestEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(work: Promise<unknown>): void;
}

/** The worker's side: answers a page's request (call from its `message` listener). */
export function answerPage(event: PageRequestEvent, outbox: Outbox = contextOutbox()): boolean {
  const request: unknown = event.data;
  if (!isCourierRequest(request)) return false;
  const [port] = event.ports;
  const reply = (message: CourierReply) => port?.postMessage(message);
  reply({ type: 'ack' });
  const work = request.op === 'attempt' ? attempt(outbox, request.id, true) : flush(outbox, request.eager);
  event.waitUntil(
    work.then(
      (result) => reply({ type: 'result', result }),
      () => reply({ type: 'failed' }),
    ),
  );
  return true;
}

/** Background Sync: the browser wakes the worker to flush once it is online, tab open or not. */
export const OUTBOX_SYNC_TAG = 'portfolio-outbox-flush';

/** The part of a ServiceWorkerRegistration that Background Sync adds (not in TypeScript's DOM lib). */
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * How long a page waits for an active service worker to register a sync with: on a first visit
 * the worker is still installing (fetching the whole site) when the first message is saved.
 */
const SYNC_REGISTRATION_WAIT_MS = 60_000;

/** Page side: ask for a sync. False when there is no service worker or no Background Sync. */
export async function requestOutboxSync(waitMs = SYNC_REGISTRATION_WAIT_MS): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return false;
  try {
    // A sync needs an active worker: wait for one (`ready`), not just a registration.
    const registration = (await bounded(() => container.ready, waitMs, 'an active service worker')) as SyncCapableRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false; // e.g. the permission is denied; the page's own triggers remain
  }
}
