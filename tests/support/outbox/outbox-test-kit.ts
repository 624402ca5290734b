/**
 * Helpers for the outbox's unit tests only (never imported by the app): fixtures, a clock that
 * tests move by hand, promises resolved on cue, a scripted provider that records each send, and
 * a whole outbox wired to them.
 */
import type { ContactMessage } from '../../../src/config/email-provider.ts';
import { DEFAULT_TIMINGS, type ContactTimings } from '../../../src/config/contact-timings.ts';
import { fingerprintOf, type Outbox, type OutboxEvent } from '../../../src/features/contact/outbox/outbox.ts';
import { createSendSchedule } from '../../../src/features/contact/outbox/send-schedule.ts';
import { flushFromPage, requestOutboxSync } from '../../../src/features/contact/outbox/worker-handover.ts';
import { createFlusherLock, type OutboxEntry } from '../../../src/features/contact/outbox/outbox-store.ts';
import { createPageOutbox } from '../../../src/features/contact/page-side.ts';
import { isRetryable, type RequestAnswer, type RequestDelivery, type SendFailure } from '../../../src/features/contact/outbox/provider-request.ts';
import { createMemoryOutboxStore } from './memory-outbox-store.ts';

export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A note.', ...overrides };
}

export function anEntry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const message = overrides.message ?? aMessage({ subject: `Subject ${id}` });
  return { id, fingerprint: fingerprintOf(message), message, queuedAt: T0, seq: 1, attempts: 1, nextAttemptAt: T0, ...overrides };
}

function manualClock(start = T0) {
  let time = start;
  return {
    now: () => time,
    set: (at: number) => void (time = at),
    advance: (ms: number) => void (time += ms),
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (a few macrotask turns). */
export async function letPromisesRun(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

type Answer = RequestAnswer | Promise<RequestAnswer> | ((message: ContactMessage) => RequestAnswer | Promise<RequestAnswer>);

/**
 * A provider that answers from `script` in order (then ok), and records every message that
 * reached it: `sent` holds the subjects in order of arrival.
 */
function scriptedSend(script: Answer[] = []) {
  const sent: string[] = [];
  const request: RequestDelivery = async (message) => {
    sent.push(message.subject);
    const answer = script.shift() ?? OK;
    return typeof answer === 'function' ? answer(message) : answer;
  };
  return { request, sent };
}

/** A failure as the request reads it: 'waiting' when trying again can fix it, else 'rejected'. */
const failed = (failure: SendFailure): RequestAnswer => ({ outcome: isRetryable(failure) ? 'waiting' : 'rejected', failure });
export const OK: RequestAnswer = { outcome: 'delivered' };
export const OFFLINE: RequestAnswer = failed({ kind: 'network' });
/** A redirect the browser followed to a page answering 200 with something else than the provider's `OK`. */
export const UNRECOGNISED: RequestAnswer = failed({ kind: 'unrecognised', status: 200, text: '<h1>Log in</h1>' });
export const httpFailure = (status: number): RequestAnswer => failed({ kind: 'http', status, text: '' });

const TEST_TIMINGS: ContactTimings = { ...DEFAULT_TIMINGS };

/** A whole outbox in memory: a scripted provider, a manual clock, no jitter (random 0.5). */
export function testOutbox({ script = [], entries = [], timings = TEST_TIMINGS }: { script?: Answer[]; entries?: OutboxEntry[]; timings?: ContactTimings } = {}) {
  const store = createMemoryOutboxStore(entries);
  const clock = manualClock();
  const provider = scriptedSend(script);
  const events: OutboxEvent[] = [];
  let nextId = 0;
  const outbox: Outbox = {
    store,
    asFlusher: createFlusherLock(null),
    request: provider.request,
    schedule: createSendSchedule(timings, () => 0.5),
    timings,
    announce: (event) => events.push(event),
    now: clock.now,
    online: () => true,
    newId: () => `id-${++nextId}`,
  };
  return { outbox, store, clock, provider, events };
}

/** The page's side on a test outbox: the real Send, flushed by the page (no service worker), the network and visibility as plain event targets. */
export function testPageOutbox(options?: Parameters<typeof testOutbox>[0]) {
  const test = testOutbox(options);
  const network = new EventTarget();
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const page = createPageOutbox({ outbox: test.outbox, flush: (eager) => flushFromPage(eager, test.outbox), requestSync: () => requestOutboxSync(), network: network as unknown as Window, visibility: visibility as unknown as Document, now: test.clock.now });
  return { ...test, page, network, visibility };
}
