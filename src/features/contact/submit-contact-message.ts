/**
 * The form's Send: hand the message to the page's side (saved, then sent at once) and answer
 * the form within `feedbackMs` whatever happens; the request goes on, and when it lands it is
 * announced. A second Send of the same message while one is in flight (a double click, a
 * replayed early submit) joins it instead of making a second request.
 */
import type { ContactMessage } from '@/content/types';
import { fingerprintOf, TIMINGS } from './outbox/outbox-rules';
import { forgetDropped } from './outbox/outbox';
import { contextOutbox } from './outbox/hand-over';
import { sendFromPage, formShowsOutcome, type SendResult } from './page-side';

/**
 * sent: the provider accepted it. rejected: retrying cannot fix it (400, 403, 451, a redirect…),
 * not kept. saved: in the outbox, sent automatically. full: not saved, MAX_QUEUED_MESSAGES wait.
 * unsaved: not saved, storage is unavailable.
 */
export interface SubmitResult {
  status: SendResult;
  /** The message's fingerprint (outbox-rules.ts): the "saved" note holds only while the outbox holds it. */
  fingerprint: string;
}

interface Send {
  work: Promise<SendResult>;
  /** Whether the message got into the outbox: what to answer if the deadline comes first. */
  saved: boolean;
}

/** What a Send needs: one page's side (page-side.ts), or a simulated tab's. */
export interface SendSide {
  send: (message: ContactMessage, fingerprint: string, onSaved: () => void) => Promise<SendResult>;
  /** The visitor was told (the form's banner) that the message was refused: its record goes. */
  forgetDropped: (fingerprint: string) => void;
}

/** A page's Send, with its own map of sends in flight (one per page, as each page has one form). */
const thisPage: SendSide = {
  send: sendFromPage,
  forgetDropped: (fingerprint) => void forgetDropped(contextOutbox(), fingerprint),
};

export function createContactSubmit(side: SendSide = thisPage) {
  const inFlight = new Map<string, Send>();
  return function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
    const fingerprint = fingerprintOf(message);
    let current = inFlight.get(fingerprint);
    if (!current) {
      const send: Send = { work: Promise.resolve('unsaved'), saved: false };
      send.work = side.send(message, fingerprint, () => (send.saved = true)).finally(() => inFlight.delete(fingerprint));
      current = send;
      inFlight.set(fingerprint, current);
    }
    const send = current;
    formShowsOutcome(fingerprint, true);
    return new Promise<SubmitResult>((resolve) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        // Too late for the form: the outcome, when it comes, is told as a notice instead.
        formShowsOutcome(fingerprint, false);
        resolve({ status: send.saved ? 'saved' : 'unsaved', fingerprint });
      }, TIMINGS.feedbackMs);
      void send.work.then((status) => {
        if (answered) return;
        clearTimeout(timer);
        if (status === 'saved') formShowsOutcome(fingerprint, false);
        // The error banner tells it, and the text is still in the form: nothing left to announce.
        if (status === 'rejected') side.forgetDropped(fingerprint);
        resolve({ status, fingerprint });
      });
    });
  };
}

export const submitContactMessage = createContactSubmit();
