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

interface Send {
  work: Promise<SubmitResult>;
  /** What to answer if the deadline comes first: whether the message got into the outbox. */
  stored: boolean;
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

function fromAttempt(result: AttemptResult, unsaved: SubmitResult): SubmitResult {
  if (result.kind === 'delivered') return { status: 'sent' };
  if (result.kind === 'rejected') return { status: 'rejected' };
  return unsaved;
}

async function deliver(message: ContactMessage, send: Send, outbox: Outbox, attempt: (id: string) => Promise<AttemptResult>): Promise<SubmitResult> {
  const key = fingerprint(message);
  const outcomes = watchOutcomes(key);
  try {
    const queued = await enqueue(outbox, message);
    if (queued.status === 'unavailable' || queued.status === 'full') {
      return fromAttempt(await sendWithoutStorage(outbox, message), { status: queued.status === 'full' ? 'full' : 'unsaved' });
    }
    send.stored = true;
    const result = await attempt(queued.entry.id);
    switch (result.kind) {
      case 'delivered':
      case 'rejected':
        return fromAttempt(result, { status: 'saved' });
      case 'retry':
      case 'waiting':
        return afterSaved();
      case 'gone':
        // Settled elsewhere between the write and the attempt: its announcement says how.
        return fromEvent(outcomes.latest());
      case 'in-flight': {
        // Another attempt (an earlier Send, another tab, the worker) owns it: its answer is ours.
        afterSaved();
        const answer = await Promise.race([
          outcomes.next(),
          new Promise<undefined>((resolve) => setTimeout(resolve, claimLengthMs(outbox.timings))),
        ]);
        return answer ? fromEvent(answer) : { status: 'saved' };
      }
    }
  } finally {
    outcomes.stop();
  }
}

export function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
  const key = fingerprint(message);
  let send = inFlight.get(key);
  if (!send) {
    const outbox = contextOutbox();
    const courier = pageCourier(outbox);
    const started: Send = { stored: false, work: Promise.resolve({ status: 'saved' }) };
    started.work = deliver(message, started, outbox, courier.attempt).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    send = started;
  }
  const current = send;
  formShowsOutcome(key, true);
  return new Promise<SubmitResult>((resolve) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      // Too late for the form: the outcome, when it comes, is told as a notice instead.
      formShowsOutcome(key, false);
      resolve(current.stored ? { status: 'saved' } : { status: 'unsaved' });
    }, contextOutbox().timings.feedbackMs);
    void current.work.then((result) => {
      if (answered) return;
      clearTimeout(timer);
      if (result.status === 'saved') formShowsOutcome(key, false);
      resolve(result);
    });
  });
}
