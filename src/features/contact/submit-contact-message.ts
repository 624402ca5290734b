/**
 * The form's Send: hand the message to delivery (page-delivery.ts: saved, then sent at once)
 * and answer the form within `feedbackMs` whatever the provider or the storage do. The race is
 * on this answer, never on the request: the request goes on, owning the queue while it is
 * open; when it lands it is announced, and the form clears itself if it still shows that message.
 *
 * Idempotent while a send is in flight: a second Send of the same message (a double click, a
 * replayed early submit, a resubmit after the banner) joins the first one instead of making a
 * second request.
 */
import type { ContactMessage } from '@/content/types';
import { fingerprint, TIMINGS } from './outbox/outbox-rules';
import { deliverFromPage, forgetDroppedMessage, formShowsOutcome, type DeliveryResult } from './page-delivery';

/**
 * sent: the provider accepted it. rejected: retrying cannot fix it (400, 403, 451, a redirect…),
 * not kept. saved: in the outbox, sent automatically. full: not saved, MAX_QUEUED_MESSAGES wait.
 * unsaved: not saved, storage is unavailable.
 */
export interface SubmitResult {
  /** mailto: handed to the visitor's mail app (VITE_CONTACT=mailto), nothing sent by the site. */
  status: DeliveryResult | 'mailto';
  /** The message's dedupe key: the "saved" note holds only while the outbox holds this. */
  key: string;
}

interface Send {
  work: Promise<DeliveryResult>;
  /** Whether the message got into the outbox: what to answer if the deadline comes first. */
  saved: boolean;
}

/** What a Send needs from delivery: one page's side (page-delivery.ts), or a simulated tab's. */
export interface SendSide {
  deliver: (message: ContactMessage, key: string, onSaved: () => void) => Promise<DeliveryResult>;
  /** The visitor was told (the form's banner) that the message was refused: its record goes. */
  forgetDropped: (key: string) => void;
}

/** A page's Send, with its own map of sends in flight (one per page, as each page has one form). */
export function createContactSubmit(side: SendSide = { deliver: deliverFromPage, forgetDropped: forgetDroppedMessage }) {
  const inFlight = new Map<string, Send>();
  return function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
    const key = fingerprint(message);
    let current = inFlight.get(key);
    if (!current) {
      const send: Send = { work: Promise.resolve('unsaved'), saved: false };
      send.work = side.deliver(message, key, () => (send.saved = true)).finally(() => inFlight.delete(key));
      current = send;
      inFlight.set(key, current);
    }
    const send = current;
    formShowsOutcome(key, true);
    return new Promise<SubmitResult>((resolve) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        // Too late for the form: the outcome, when it comes, is told as a notice instead.
        formShowsOutcome(key, false);
        resolve({ status: send.saved ? 'saved' : 'unsaved', key });
      }, TIMINGS.feedbackMs);
      void send.work.then((status) => {
        if (answered) return;
        clearTimeout(timer);
        if (status === 'saved') formShowsOutcome(key, false);
        // The error banner tells it, and the text is still in the form: nothing left to announce.
        if (status === 'rejected') side.forgetDropped(key);
        resolve({ status, key });
      });
    });
  };
}

export const submitContactMessage = createContactSubmit();
