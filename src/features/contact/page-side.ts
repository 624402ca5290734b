/**
 * The page's side of the outbox: one object for the page's lifetime, created on first use by
 * page-outbox.ts, which the form and the page's background start both ask, and which gives it
 * the page's flush (handed to the worker). The form's Send (answered within `feedbackMs` whatever
 * happens): the message written down by the page itself (it must know at once whether it is
 * saved), then flushed. After load, `start`: the page's retries (./retry-triggers.ts) and the
 * notices of outcomes the form did not show.
 */
import type { ContactMessage } from '@/config/email-provider.ts';
import {
  createOutbox,
  droppedMessages,
  enqueue,
  fingerprintOf,
  flushUnsaved,
  forgetDropped,
  isQueued,
  listenForOutboxEvents,
  type FlushSummary,
  type Outbox,
  type OutboxEvent,
} from './outbox/outbox.ts';
import type { Outcome } from './outbox/provider-request.ts';
import { flushFromPage, requestOutboxSync } from './outbox/worker-handover.ts';
import { startRetryTriggers, type RetryTriggers } from './retry-triggers.ts';

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
  outbox: Outbox;
  /** The page's flush of `outbox` (`eager`: skip the head's backoff): by the worker, else by the page. */
  flush: (eager: boolean) => Promise<FlushSummary>;
  /** Asks the browser for a Background Sync, so the worker flushes with the tab closed. */
  requestSync: () => Promise<boolean>;
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

export function createPageOutbox({ outbox, flush, requestSync, network = window, visibility = document, now = Date.now }: PageOutboxOptions): PageOutbox {
  const inFlight = new Map<string, InFlight>();
  /** Messages whose outcome this page's form shows itself (from Send until its answer, within the feedback time): no notice repeats it. */
  const shownByForm = new Set<string>();
  const retries: { triggers: RetryTriggers | null; stopListening: () => void } = { triggers: null, stopListening: () => {} };

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
      void requestSync();
      const { id } = queued.entry;
      // Storage failing now fails the flush: the message stays saved for the page's retries (D1).
      const summary = await flush(true).catch(() => null);
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
      retries.triggers = startRetryTriggers({ flush, requestSync, timings: outbox.timings, now, network, visibility });
    },
    stop() {
      retries.triggers?.stop();
      retries.stopListening();
    },
  };
}

/** The page's outbox as the page runs it: the queue in the page's storage, flushed by the service worker (./outbox/worker-handover.ts). */
export function openPageOutbox(): PageOutbox {
  const outbox = createOutbox();
  return createPageOutbox({ outbox, flush: (eager) => flushFromPage(eager, outbox), requestSync: () => requestOutboxSync() });
}
