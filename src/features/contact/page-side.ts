/**
 * The page's side of the outbox, whole: one object for the page's lifetime, created on first use
 * by page-outbox.ts, which the form and the page's background start both ask. In the order a
 * message meets it: the form's Send (answered within `feedbackMs` whatever happens), written down
 * by the page itself (it must know at once whether it is saved), then each flush handed to the
 * active service worker, which outlives the page (a reload or a closed tab does not cancel the
 * request), or made here when no worker answers. Last, the page's own retries: at start, when the
 * network returns, when shown again and when the head is due, and Background Sync asked for what
 * still waits.
 */
import type { ContactMessage } from '@/config/email-provider.ts';
import type { ContactTimings } from '@/config/contact-timings.ts';
import {
  createOutbox,
  droppedMessages,
  enqueue,
  fingerprintOf,
  flush,
  flushUnsaved,
  forgetDropped,
  HAND_OVER_TYPE,
  isQueued,
  listenForOutboxEvents,
  OUTBOX_SYNC_TAG,
  type FlushSummary,
  type HandOver,
  type Outbox,
  type OutboxEvent,
  type WorkerReply,
} from './outbox/outbox.ts';
import { bounded } from './outbox/outbox-store.ts';
import { backoffDelayMs, type Outcome } from './outbox/provider-request.ts';

/** The Send's answer; the "saved" note holds only while the outbox holds this message (`fingerprint`). */
export interface SendAnswer {
  outcome: Outcome;
  fingerprint: string;
  /** With 'limited': when the device may send one more. */
  allowedAt?: number;
}

export interface PageOutbox {
  /** The form's Send. A second Send of the same message while one is in flight (a double click, a replayed early submit) joins it. */
  send(message: ContactMessage): Promise<SendAnswer>;
  /** Whether the outbox holds this message now (false when storage cannot say). */
  isQueued(fingerprint: string): Promise<boolean>;
  /** Forgets a dropped message's record once the visitor has been told. */
  forgetDropped(id: string): Promise<void>;
  /**
   * The page's retries, once. `onNotice` hears each outcome that this page's form did not show,
   * and at start each message dropped while no page was open.
   */
  start(onNotice?: (event: OutboxEvent) => void): void;
  stop(): void;
}

export interface PageOutboxOptions {
  outbox?: Outbox;
  /** The window (`online`) and the document (`visibilitychange`). */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now?: () => number;
}

/** A Send in flight: its work, and whether its message was saved yet. */
interface InFlight {
  work: Promise<SendOutcome>;
  saved: boolean;
}

/** What one Send came to: its outcome, the record of a message dropped at once, the limit's time. */
interface SendOutcome {
  outcome: Outcome;
  droppedId?: string;
  allowedAt?: number;
}

export function createPageOutbox({ outbox = createOutbox(), network = window, visibility = document, now = Date.now }: PageOutboxOptions = {}): PageOutbox {
  const inFlight = new Map<string, InFlight>();
  /** Messages whose outcome this page's form shows itself (from Send until its answer, within the feedback time): no notice repeats it. */
  const shownByForm = new Set<string>();
  const retries: { triggers: RetryTriggers | null; stopListening: () => void } = { triggers: null, stopListening: () => {} };

  // ---- The form's Send. ----

  /** Saved first (`onSaved` then), flushed at once; the answer is its outcome, or the announcement of whoever sent it first. */
  async function sendOnce(message: ContactMessage, fingerprint: string, onSaved: () => void): Promise<SendOutcome> {
    let announced: OutboxEvent | undefined;
    const stop = listenForOutboxEvents((event) => {
      if (event.fingerprint === fingerprint && event.outcome !== 'waiting') announced = event;
    });
    try {
      const queued = await enqueue(outbox, message);
      // Past the device's limit: nothing goes, the text stays in the form.
      if (queued.status === 'limited') return { outcome: 'limited', allowedAt: queued.allowedAt };
      if (!('entry' in queued)) {
        const outcome = await flushUnsaved(outbox, message);
        return { outcome: outcome === 'waiting' ? queued.status : outcome };
      }
      onSaved();
      // Saved: ask the browser not to evict it under storage pressure, and for a sync.
      void globalThis.navigator?.storage?.persist?.().catch(() => false);
      void requestOutboxSync();
      const { id } = queued.entry;
      // Storage failing now fails the flush: the message stays saved for the page's retries (D1).
      const summary = await flushFromPage(true, outbox).catch(() => null);
      if (!summary) return { outcome: 'waiting' };
      retries.triggers?.rearm(summary);
      const outcome = summary.outcomes[id];
      if (outcome) return { outcome, droppedId: id };
      // Sent by another flusher (its announcement may be on the way), or waiting.
      if (!announced && !(await isQueued(outbox, fingerprint))) await new Promise((resolve) => setTimeout(resolve, 100));
      return { outcome: announced?.outcome ?? 'waiting', droppedId: announced?.id };
    } finally {
      stop();
    }
  }

  function send(message: ContactMessage): Promise<SendAnswer> {
    const fingerprint = fingerprintOf(message);
    let sending = inFlight.get(fingerprint);
    if (!sending) {
      const started: InFlight = { work: Promise.resolve({ outcome: 'unsaved' }), saved: false };
      started.work = sendOnce(message, fingerprint, () => (started.saved = true)).finally(() => inFlight.delete(fingerprint));
      inFlight.set(fingerprint, (sending = started));
    }
    const { work } = sending;
    shownByForm.add(fingerprint);
    return new Promise<SendAnswer>((resolve) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        // Too late for the form: the outcome, when it comes, is told as a notice instead.
        shownByForm.delete(fingerprint);
        resolve({ outcome: sending.saved ? 'waiting' : 'unsaved', fingerprint });
      }, outbox.timings.feedbackMs);
      void work.then(({ outcome, droppedId, allowedAt }) => {
        if (answered) return;
        clearTimeout(timer);
        if (outcome === 'waiting') shownByForm.delete(fingerprint);
        // The error banner tells it, and the text is still in the form: its record goes.
        if ((outcome === 'rejected' || outcome === 'expired') && droppedId) void forgetDropped(outbox, droppedId);
        resolve(allowedAt === undefined ? { outcome, fingerprint } : { outcome, fingerprint, allowedAt });
      });
    });
  }

  // ---- The page's retries. ----

  return {
    send,
    isQueued: (fingerprint) => isQueued(outbox, fingerprint),
    forgetDropped: (id) => forgetDropped(outbox, id),
    start(onNotice) {
      if (retries.triggers) return;
      if (onNotice) {
        retries.stopListening = listenForOutboxEvents((event) => {
          if (event.outcome === 'waiting') return;
          if (!shownByForm.has(event.fingerprint)) onNotice(event);
          else if (event.outcome !== 'delivered') void forgetDropped(outbox, event.id);
        });
        void droppedMessages(outbox).then((events) => events.forEach(onNotice));
      }
      retries.triggers = startRetryTriggers({ flush: (eager) => flushFromPage(eager, outbox), requestSync: () => requestOutboxSync(), timings: outbox.timings, now, network, visibility });
    },
    stop() {
      retries.triggers?.stop();
      retries.stopListening();
    },
  };
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
async function flushFromPage(eager: boolean, outbox: Outbox): Promise<FlushSummary> {
  const worker = await activeWorker(outbox.timings.storageWaitMs);
  const answer = worker ? await askWorker(worker, eager, outbox.timings) : 'not-taken';
  if (answer === 'not-taken') return flush(outbox, eager);
  if (answer === 'lost') return { remaining: 1, nextAttemptAt: outbox.now() + outbox.timings.backoffBaseMs, outcomes: {} };
  return answer;
}

/** How long a page waits for an active worker to register a sync with (a first visit's is still installing). */
const SYNC_REGISTRATION_WAIT_MS = 60_000;

/** Asks for a sync; false without a service worker or Background Sync. */
async function requestOutboxSync(waitMs = SYNC_REGISTRATION_WAIT_MS): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  const ready = container && (await bounded(() => container.ready, waitMs, 'an active service worker').catch(() => null));
  const sync = (ready as { sync?: { register(tag: string): Promise<void> } } | null | undefined)?.sync;
  // A denied permission fails the registration; the page's own retries remain.
  return sync ? sync.register(OUTBOX_SYNC_TAG).then(() => true, () => false) : false;
}

// ---- The page's own retry triggers. ----

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
