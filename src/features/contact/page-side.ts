/**
 * The page's side of the outbox, whole, in the order a message meets it. The form's Send answers
 * within `feedbackMs` whatever happens. The page writes the message down itself (it must know at
 * once whether it is saved), then hands each flush to the active service worker, which outlives it
 * (a reload or a closed tab does not cancel the request), or flushes itself when no worker
 * answers. While open it flushes at start, when the network returns, when shown again and when the
 * head is due, and asks for Background Sync for what still waits.
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
  type Outbox,
  type OutboxEvent,
} from './outbox/outbox';
import { contextOutbox, HAND_OVER_TYPE, OUTBOX_SYNC_TAG, type HandOver, type WorkerReply } from './outbox/hand-over';
import { backoffDelayMs, fingerprintOf, TIMINGS, type ContactTimings } from './outbox/outbox-rules';
import { bounded } from './outbox/outbox-store';

// ---- The form's Send. ----

/**
 * sent: the provider accepted it. rejected: retrying cannot fix it (400, 403, 451, a redirect…),
 * not kept. saved: in the outbox, sent automatically. full: not saved, MAX_QUEUED_MESSAGES wait.
 * unsaved: not saved, storage is unavailable.
 */
export type SendResult = 'sent' | 'rejected' | 'saved' | 'full' | 'unsaved';

export interface SubmitResult {
  status: SendResult;
  /** The "saved" note holds only while the outbox holds this message. */
  fingerprint: string;
}

/**
 * The form's Send, on this page's outbox (or a simulated tab's). A second Send of the same message
 * while one is in flight (a double click, a replayed early submit) joins it: no second request.
 */
export function createContactSubmit(outbox?: Outbox, rearm = (summary: FlushSummary) => retryTriggers?.rearm(summary)) {
  const inFlight = new Map<string, { work: Promise<SendResult>; saved: boolean }>();
  return function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
    const box = (outbox ??= contextOutbox());
    const fingerprint = fingerprintOf(message);
    let send = inFlight.get(fingerprint);
    if (!send) {
      const started = { work: Promise.resolve<SendResult>('unsaved'), saved: false };
      started.work = sendFromPage(message, fingerprint, () => (started.saved = true), box, rearm).finally(() => inFlight.delete(fingerprint));
      inFlight.set(fingerprint, (send = started));
    }
    const { work } = send;
    formShowsOutcome(fingerprint, true);
    return new Promise<SubmitResult>((resolve) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        // Too late for the form: the outcome, when it comes, is told as a notice instead.
        formShowsOutcome(fingerprint, false);
        resolve({ status: send.saved ? 'saved' : 'unsaved', fingerprint });
      }, box.timings.feedbackMs);
      void work.then((status) => {
        if (answered) return;
        clearTimeout(timer);
        if (status === 'saved') formShowsOutcome(fingerprint, false);
        // The error banner tells it, and the text is still in the form: its record goes.
        if (status === 'rejected') void forgetDropped(box, fingerprint);
        resolve({ status, fingerprint });
      });
    });
  };
}

export const submitContactMessage = createContactSubmit();

/** What a flush's outcome, or its announcement, means for the Send waiting for it. */
function resultOf(outcome: AttemptOutcome | OutboxEvent['type'] | undefined): SendResult {
  if (outcome === 'delivered') return 'sent';
  return outcome === 'rejected' || outcome === 'dropped' ? 'rejected' : 'saved';
}

/** A Send: saved first (`onSaved` then), flushed at once; the answer is its outcome, or the announcement of whoever sent it first. */
async function sendFromPage(
  message: ContactMessage,
  fingerprint: string,
  onSaved: () => void,
  outbox: Outbox,
  rearm: (summary: FlushSummary) => void,
): Promise<SendResult> {
  let announced: OutboxEvent | undefined;
  const stop = listenForOutboxEvents((event) => {
    if (event.fingerprint === fingerprint && event.type !== 'retrying') announced = event;
  });
  try {
    const queued = await enqueue(outbox, message);
    if (!('entry' in queued)) {
      const direct = await sendWithoutStorage(outbox, message);
      return direct === 'retry' ? queued.status === 'full' ? 'full' : 'unsaved' : resultOf(direct);
    }
    onSaved();
    // Saved: ask the browser not to evict it under storage pressure, and for a sync.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    void requestOutboxSync();
    // Storage failing now fails the flush: the message stays saved for the page's triggers (D1).
    const summary = await flushFromPage(true, outbox).catch(() => null);
    if (!summary) return 'saved';
    rearm(summary);
    const outcome = summary.outcomes[queued.entry.id];
    if (outcome) return resultOf(outcome);
    // Sent by another flusher (its announcement may be on the way), or waiting.
    if (!announced && !(await isQueued(outbox, fingerprint))) await new Promise((resolve) => setTimeout(resolve, 100));
    return resultOf(announced?.type);
  } finally {
    stop();
  }
}

// ---- A flush: by the active service worker, else by this page. ----

/** No `ack` in time: an older worker, or one dying; the page flushes itself. No result in `requestLimitMs`: the worker died with it. */
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

/** Asks for a sync; false without a service worker or Background Sync. */
export async function requestOutboxSync(waitMs = SYNC_REGISTRATION_WAIT_MS): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  const ready = container && (await bounded(() => container.ready, waitMs, 'an active service worker').catch(() => null));
  const sync = (ready as { sync?: { register(tag: string): Promise<void> } } | null | undefined)?.sync;
  // A denied permission fails the registration; the page's own triggers remain.
  return sync ? sync.register(OUTBOX_SYNC_TAG).then(() => true, () => false) : false;
}

// ---- The page's own triggers. ----

export interface RetryTriggerOptions {
  flush: (eager: boolean) => Promise<FlushSummary>;
  requestSync: () => Promise<boolean>;
  timings: ContactTimings;
  now?: () => number;
  /** The window (`online`) and the document (`visibilitychange`). */
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

let retryTriggers: RetryTriggers | undefined;
/** Messages whose outcome this page's form shows itself (from Send until its answer, within the feedback time): no notice repeats it. */
const shownByForm = new Set<string>();

export function formShowsOutcome(fingerprint: string, shows: boolean): void {
  if (shows) shownByForm.add(fingerprint);
  else shownByForm.delete(fingerprint);
}

/**
 * Starts the outbox for this page (once). `onEvent` hears each outcome from anywhere that this
 * page's form did not show, and at start each message dropped while no page was open.
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
