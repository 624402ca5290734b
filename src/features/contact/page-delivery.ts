/**
 * Delivery while a page is open: at start, when the network returns (`online`), when the page
 * is shown again, and on a timer when the next entry's backoff ends. One flush at a time; a
 * trigger during a flush runs one more after it. Flushes go through the courier (the service
 * worker when there is one). Messages still waiting at start also get a Background Sync, so
 * they leave with the tab closed. Outcomes, wherever they happened, arrive as outbox events.
 */
import { pageCourier, requestOutboxSync, type Courier } from './outbox/courier';
import type { FlushSummary } from './outbox/deliver';
import { listenForOutboxEvents, type OutboxEvent } from './outbox/outbox-events';
import { backoffDelayMs, TIMINGS, type ContactTimings } from './outbox/outbox-rules';

export interface PageDeliveryOptions {
  flush: Courier['flush'];
  requestSync: () => Promise<boolean>;
  timings: ContactTimings;
  now?: () => number;
  /** Where `online` fires (the window). */
  network: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` fires (the document). */
  visibility: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface PageDelivery {
  /** Flush what is due and re-arm the timer, keeping to the backoff (e.g. right after a Send). */
  wake(): Promise<void>;
  stop(): void;
}

export function startPageDelivery({ flush, requestSync, timings, now = Date.now, network, visibility }: PageDeliveryOptions): PageDelivery {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let pending: { eager: boolean } | null = null;
  let failuresInARow = 0;
  let stopped = false;
  let first = true;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(false), Math.min(Math.max(delayMs, Math.min(1000, timings.backoffBaseMs)), timings.backoffMaxMs));
  };

  const flushOnce = async (eager: boolean) => {
    let summary: FlushSummary;
    try {
      summary = await flush(eager);
    } catch {
      failuresInARow += 1; // storage trouble: try again on the same capped backoff
      schedule(backoffDelayMs(failuresInARow, timings));
      return;
    }
    failuresInARow = 0;
    if (first && summary.remaining > 0) void requestSync();
    first = false;
    if (summary.nextAttemptAt !== null) schedule(summary.nextAttemptAt - now());
  };

  const run = (eager: boolean): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      pending = { eager: eager || (pending?.eager ?? false) };
      return running;
    }
    clearTimeout(timer);
    running = (async () => {
      let next: { eager: boolean } | null = { eager };
      while (next && !stopped) {
        pending = null;
        await flushOnce(next.eager);
        next = pending;
      }
      running = null;
    })();
    return running;
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
    wake: () => run(false),
    stop() {
      stopped = true;
      clearTimeout(timer);
      network.removeEventListener('online', onOnline);
      visibility.removeEventListener('visibilitychange', onVisible);
    },
  };
}

let pageDelivery: PageDelivery | undefined;
/**
 * Messages (by fingerprint) whose outcome this page's form shows itself: from Send until its
 * answer, if that comes within the feedback time. No notice repeats what the form says.
 */
const shownByForm = new Set<string>();

export function formShowsOutcome(key: string, shows: boolean): void {
  if (shows) shownByForm.add(key);
  else shownByForm.delete(key);
}

/**
 * Starts delivery for this page (once). `onEvent` hears each outcome the visitor has not been
 * told yet (delivered or dropped, from anywhere, unless this page's form just showed it).
 */
export function startOutboxDelivery(onEvent: (event: OutboxEvent) => void): void {
  if (pageDelivery) return;
  listenForOutboxEvents((event) => {
    if (event.type !== 'retrying' && !shownByForm.has(event.fingerprint)) onEvent(event);
  });
  const courier = pageCourier();
  pageDelivery = startPageDelivery({
    flush: courier.flush,
    requestSync: () => requestOutboxSync(),
    timings: TIMINGS,
    network: window,
    visibility: document,
  });
}

/** After a Send left a message waiting: re-arm the page's timer for its backoff. */
export function wakePageDelivery(): void {
  void pageDelivery?.wake();
}
