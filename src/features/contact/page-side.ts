/**
 * The page's side of the outbox, whole. A page writes a message down itself (it must know at
 * once whether it is saved), then hands every flush to the active service worker, which outlives
 * it (a reload or a closed tab does not cancel the request); without one that answers, the page
 * flushes itself. While open, it flushes at start, when the network returns, when it is shown
 * again and when the queue's head is due, and asks for Background Sync for what still waits.
 */
import type { ContactMessage } from '@/content/types';
import {
  droppedMessages,
  enqueue,
  flush,
  forgetDropped,
  isQueued,
  listenForOutboxEvents,
  sendWithoutStorage,
  type AttemptOutcome,
  type FlushSummary,
  type OutboxEvent,
} from './outbox/outbox';
import { contextOutbox, HAND_OVER_TYPE, OUTBOX_SYNC_TAG, type HandOver, type WorkerReply } from './outbox/hand-over';
import { backoffDelayMs, TIMINGS, type ContactTimings } from './outbox/outbox-rules';
import { bounded } from './outbox/outbox-store';

/**
 * No `ack` in time: an older worker, or one busy dying; the page flushes itself. Acked but no
 * result within `requestLimitMs`: the worker died with the work (its flusher lock went with it).
 */
function askWorker(worker: ServiceWorker, eager: boolean, timings: ContactTimings): Promise<FlushSummary | 'not-taken' | 'lost'> {
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

async function activeWorker(waitMs: number): Promise<ServiceWorker | null> {
  const container = globalThis.navigator?.serviceWorker;
  const registration = container && (await bounded(() => container.getRegistration(), waitMs, 'the registration').catch(() => null));
  return registration?.active ?? null;
}

/** A page's flush: by the active service worker, else by this page. */
export async function flushFromPage(eager: boolean, outbox = contextOutbox()): Promise<FlushSummary> {
  const worker = await activeWorker(outbox.timings.storageWaitMs);
  const answer = worker ? await askWorker(worker, eager, outbox.timings) : 'not-taken';
  if (answer === 'not-taken') return flush(outbox, eager);
  if (answer === 'lost') return { remaining: 1, nextAttemptAt: outbox.now() + outbox.timings.backoffBaseMs, outcomes: {} };
  return answer;
}

/** How long a page waits for an active worker to register a sync with (a first visit's is still installing). */
const SYNC_REGISTRATION_WAIT_MS = 60_000;

/** Page side: ask for a sync. False when there is no service worker or no Background Sync. */
export async function requestOutboxSync(waitMs = SYNC_REGISTRATION_WAIT_MS): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  const ready = container && (await bounded(() => container.ready, waitMs, 'an active service worker').catch(() => null));
  const sync = (ready as { sync?: { register(tag: string): Promise<void> } } | null | undefined)?.sync;
  // A denied permission fails the registration; the page's own triggers remain.
  return sync ? sync.register(OUTBOX_SYNC_TAG).then(() => true, () => false) : false;
}

// ---- A Send: written down here, then flushed through the hand-over. ----

export type SendResult = 'sent' | 'rejected' | 'saved' | 'full' | 'unsaved';

/** What a flush's outcome, or the announcement of one, means for the Send that waits for it. */
function resultOf(outcome: AttemptOutcome | OutboxEvent['type'] | undefined): SendResult {
  if (outcome === 'delivered') return 'sent';
  return outcome === 'rejected' || outcome === 'dropped' ? 'rejected' : 'saved';
}

/**
 * Delivers a message the visitor sent: saved first (`onSaved` as soon as it is), then flushed
 * at once, eagerly. Its own outcome is the answer; when another flusher got to it first, that
 * one's announcement is.
 */
export async function sendFromPage(
  message: ContactMessage,
  fingerprint: string,
  onSaved: () => void,
  outbox = contextOutbox(),
  rearm = (summary: FlushSummary) => retryTriggers?.rearm(summary),
): Promise<SendResult> {
  let announced: OutboxEvent | undefined;
  const stop = listenForOutboxEvents((event) => {
    if (event.fingerprint === fingerprint && event.type !== 'retrying') announced = event;
  });
  try {
    const queued = await enqueue(outbox, message);
    if (queued.status === 'unavailable' || queued.status === 'full') {
      const direct = await sendWithoutStorage(outbox, message);
      return direct === 'retry' ? queued.status === 'full' ? 'full' : 'unsaved' : resultOf(direct);
    }
    onSaved();
    // Saved: ask the browser to keep it (not to evict it under storage pressure), and for a sync.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    void requestOutboxSync();
    // Storage that fails after the message was saved fails the flush: it stays saved, and the
    // page's own triggers try again (found by the outbox simulation: the Send rejected unhandled).
    const summary = await flushFromPage(true, outbox).catch(() => null);
    if (!summary) return 'saved';
    rearm(summary);
    const outcome = summary.outcomes[queued.entry.id];
    if (outcome) return resultOf(outcome);
    // Settled by another flusher meanwhile (its announcement may still be on the way), or waiting.
    if (!announced && !(await isQueued(outbox, fingerprint))) await new Promise((resolve) => setTimeout(resolve, 100));
    return resultOf(announced?.type);
  } finally {
    stop();
  }
}

// ---- The page's own triggers. ----

export interface RetryTriggerOptions {
  flush: (eager: boolean) => Promise<FlushSummary>;
  requestSync: () => Promise<boolean>;
  timings: ContactTimings;
  now?: () => number;
  /** Where `online` fires (the window). */
  network: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` fires (the document). */
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

  // Triggers that come while a flush runs make one more, after it (eager if any of them was).
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

  // The network may be back, or the page was away a while: flush now, whatever the backoff.
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

let retryTriggers: RetryTriggers | undefined;
/**
 * Messages (by fingerprint) whose outcome this page's form shows itself: from Send until its
 * answer, if that comes within the feedback time. No notice repeats what the form says.
 */
const shownByForm = new Set<string>();

export function formShowsOutcome(fingerprint: string, shows: boolean): void {
  if (shows) shownByForm.add(fingerprint);
  else shownByForm.delete(fingerprint);
}

/**
 * Starts the outbox for this page (once). `onEvent` hears each outcome the visitor has not been
 * told yet (delivered or dropped, from anywhere, unless this page's form just showed it), and
 * at start each message dropped while no page was open.
 */
export function startPageOutbox(onEvent: (event: OutboxEvent) => void): void {
  if (retryTriggers) return;
  const outbox = contextOutbox();
  listenForOutboxEvents((event) => {
    if (event.type === 'retrying') return;
    if (!shownByForm.has(event.fingerprint)) onEvent(event);
    else if (event.type === 'dropped') void forgetDropped(outbox, event.id);
  });
  void droppedMessages(outbox).then((events) => events.forEach(onEvent));
  retryTriggers = startRetryTriggers({
    flush: (eager) => flushFromPage(eager, outbox),
    requestSync: () => requestOutboxSync(),
    timings: TIMINGS,
    network: window,
    visibility: document,
  });
}
