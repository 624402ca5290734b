/**
 * The form's Send: write the message into the outbox, attempt it at once through the courier
 * (the service worker when there is one), and answer the form within `feedbackMs` whatever the
 * provider or the storage do. The attempt goes on after that answer: when it lands, it is
 * announced, and the form clears itself if it still shows that message.
 *
 * Idempotent while a send is in flight: a second Send of the same message (a double click, a
 * replayed early submit, a resubmit after the banner) joins the first one instead of making a
 * second request. When storage is broken or does not answer in time, the message goes straight
 * out from the page, unsaved.
 */
import type { ContactMessage } from '@/content/types';
import { pageCourier, requestOutboxSync, contextOutbox } from './outbox/courier';
import { enqueue, sendWithoutStorage, type AttemptResult, type Outbox } from './outbox/deliver';
import { watchOutcomes, type OutboxEvent } from './outbox/outbox-events';
import { claimLengthMs, fingerprint } from './outbox/outbox-rules';
import { formShowsOutcome, wakePageDelivery } from './page-delivery';

export type SubmitResult =
  /** The provider accepted it. */
  | { status: 'sent' }
  /** Retrying cannot fix it (400, 403, 413, 451…): not kept. */
  | { status: 'rejected' }
  /** Not delivered yet, but saved in the outbox: it will be sent automatically. */
  | { status: 'saved' }
  /** Not saved: MAX_QUEUED_MESSAGES already wait. */
  | { status: 'full' }
  /** Not saved: storage is unavailable (private window, quota, or no answer in time). */
  | { status: 'unsaved' };

interface Progress {
  /** Whether the message got into the outbox: what to answer if the deadline comes first. */
  stored: boolean;
}

interface Send {
  work: Promise<SubmitResult>;
  progress: Progress;
}

const inFlight = new Map<string, Send>();

function fromEvent(event: OutboxEvent | undefined): SubmitResult {
  if (event?.type === 'dropped') return { status: 'rejected' };
  return event?.type === 'retrying' ? { status: 'saved' } : { status: 'sent' };
}

function afterSaved(): SubmitResult {
  void requestOutboxSync();
  wakePageDelivery();
  return { status: 'saved' };
}

/** The other attempt's answer, or none within the longest it can take. */
async function answerOfOtherAttempt(outcomes: ReturnType<typeof watchOutcomes>, outbox: Outbox): Promise<OutboxEvent | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), claimLengthMs(outbox.timings));
  });
  try {
    return await Promise.race([outcomes.next(), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(message: ContactMessage, progress: Progress, outbox: Outbox, attempt: (id: string) => Promise<AttemptResult>): Promise<SubmitResult> {
  const outcomes = watchOutcomes(fingerprint(message));
  try {
    const queued = await enqueue(outbox, message);
    if (queued.status === 'unavailable' || queued.status === 'full') {
      const direct = await sendWithoutStorage(outbox, message);
      if (direct.kind === 'delivered') return { status: 'sent' };
      if (direct.kind === 'rejected') return { status: 'rejected' };
      return { status: queued.status === 'full' ? 'full' : 'unsaved' };
    }
    progress.stored = true;
    const result = await attempt(queued.entry.id);
    switch (result.kind) {
      case 'delivered':
        return { status: 'sent' };
      case 'rejected':
        return { status: 'rejected' };
      case 'retry':
      case 'waiting':
        return afterSaved();
      case 'gone':
        // Settled elsewhere between the write and the attempt: its announcement says how.
        return fromEvent(outcomes.latest());
      case 'in-flight': {
        // Another attempt (an earlier Send, another tab, the worker) owns it: its answer is ours.
        afterSaved();
        const answer = await answerOfOtherAttempt(outcomes, outbox);
        return answer ? fromEvent(answer) : { status: 'saved' };
      }
    }
  } finally {
    outcomes.stop();
  }
}

export function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
  const key = fingerprint(message);
  let current = inFlight.get(key);
  if (!current) {
    const outbox = contextOutbox();
    const progress: Progress = { stored: false };
    const work = deliver(message, progress, outbox, pageCourier(outbox).attempt).finally(() => inFlight.delete(key));
    current = { work, progress };
    inFlight.set(key, current);
  }
  const { work, progress } = current;
  formShowsOutcome(key, true);
  return new Promise<SubmitResult>((resolve) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      // Too late for the form: the outcome, when it comes, is told as a notice instead.
      formShowsOutcome(key, false);
      resolve(progress.stored ? { status: 'saved' } : { status: 'unsaved' });
    }, contextOutbox().timings.feedbackMs);
    void work.then((result) => {
      if (answered) return;
      clearTimeout(timer);
      if (result.status === 'saved') formShowsOutcome(key, false);
      resolve(result);
    });
  });
}
