import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '@/features/contact/email/send-contact-message';
import { flushOutbox, type FlushOptions } from './flush-outbox';
import { deliverLateSuccess } from './late-answer';
import { createMemoryOutboxStore } from '../../../../tests/support/outbox/memory-outbox-store';
import { createLocalLock } from './outbox-lock';
import { MAX_MESSAGE_AGE_MS, UNCERTAIN_SEND_HOLD_MS } from './outbox-policy';
import type { OutboxStore } from './outbox-types';
import {
  anEntry,
  deferred,
  httpFailure,
  manualClock,
  OFFLINE,
  OK,
  scriptedSend,
  settle,
  T0,
} from '../../../../tests/support/outbox/outbox-test-kit';

const queue = (...ids: string[]) => ids.map((id, index) => anEntry(id, { queuedAt: T0 + index }));
/** A fixed clock just after the fixtures were queued. */
const now = () => T0 + 1_000;
const storedIds = (store: { snapshot(): { id: string }[] }) => store.snapshot().map((entry) => entry.id).sort();

function flushWith(overrides: Partial<FlushOptions> & Pick<FlushOptions, 'store' | 'send'>) {
  const clock = manualClock(T0 + 1_000);
  return flushOutbox({ lock: createLocalLock(), now: clock.now, ...overrides });
}

describe('flushOutbox', () => {
  it('delivers due messages oldest first and removes each once accepted', async () => {
    const store = createMemoryOutboxStore([anEntry('b', { queuedAt: T0 + 5 }), anEntry('a', { queuedAt: T0 })]);
    const provider = scriptedSend();
    const onDelivered = vi.fn();
    const summary = await flushWith({ store, send: provider.send, onDelivered });
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);
    expect(summary).toMatchObject({ remaining: 0, nextAttemptAt: null, rejected: [], expired: [] });
    expect(summary.delivered.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(onDelivered.mock.calls.map(([entry]) => entry.id)).toEqual(['a', 'b']);
    expect(store.snapshot()).toEqual([]);
  });

  it('keeps a message until the provider accepted it: stamped before sending, removed after', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const answer = deferred<SendOutcome>();
    const flushing = flushWith({ store, send: () => answer.promise });
    await settle();
    expect(store.snapshot()).toMatchObject([{ id: 'a', attempts: 2, notBefore: T0 + 1_000 + UNCERTAIN_SEND_HOLD_MS }]);
    answer.resolve(OK);
    await flushing;
    expect(store.snapshot()).toEqual([]);
  });

  it('stops at the first failure that can pass and backs that message off', async () => {
    const store = createMemoryOutboxStore(queue('a', 'b', 'c'));
    const provider = scriptedSend([OK, httpFailure(503)]);
    const summary = await flushWith({ store, send: provider.send });
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);
    expect(storedIds(store)).toEqual(['b', 'c']);
    const b = store.snapshot().find((entry) => entry.id === 'b')!;
    // Second attempt failed: 10 s backoff, and no hold (a 503 is a definite answer).
    expect(b).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 1_000 + 10_000 });
    expect(b.notBefore).toBeUndefined();
    expect(store.snapshot().find((entry) => entry.id === 'c')!.attempts).toBe(1);
    expect(summary).toMatchObject({ remaining: 2, nextAttemptAt: T0 + 11_000 });
  });

  it('backs off further on each failed flush, up to the cap', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const clock = manualClock(T0);
    const delays: number[] = [];
    for (let flush = 0; flush < 8; flush += 1) {
      const summary = await flushOutbox({ store, send: async () => OFFLINE, lock: createLocalLock(), now: clock.now });
      delays.push(summary.nextAttemptAt! - clock.now());
      clock.set(summary.nextAttemptAt!);
    }
    expect(delays).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000]);
  });

  it('drops a message retrying cannot fix, reports it, and goes on with the next', async () => {
    const store = createMemoryOutboxStore(queue('a', 'b', 'c', 'd'));
    const provider = scriptedSend([httpFailure(400), httpFailure(403), httpFailure(451), OK]);
    const onRejected = vi.fn();
    const summary = await flushWith({ store, send: provider.send, onRejected });
    expect(provider.sent).toHaveLength(4);
    expect(store.snapshot()).toEqual([]);
    expect(summary.rejected.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(onRejected.mock.calls.map(([entry, failure]) => [entry.id, failure.status])).toEqual([
      ['a', 400],
      ['b', 403],
      ['c', 451],
    ]);
  });

  it('drops expired messages without sending them', async () => {
    const now = T0 + MAX_MESSAGE_AGE_MS;
    const store = createMemoryOutboxStore([anEntry('old', { queuedAt: T0 }), anEntry('new', { queuedAt: now - 1 })]);
    const provider = scriptedSend();
    const summary = await flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: () => now });
    expect(provider.sent).toEqual(['Subject new']);
    expect(summary.expired.map((entry) => entry.id)).toEqual(['old']);
    expect(store.snapshot()).toEqual([]);
  });

  it('waits for the backoff unless something suggests the network is back', async () => {
    const store = createMemoryOutboxStore([anEntry('a', { attempts: 3, nextAttemptAt: T0 + 20_000 })]);
    const provider = scriptedSend();
    const waiting = await flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: () => T0 });
    expect(provider.sent).toEqual([]);
    expect(waiting).toMatchObject({ remaining: 1, nextAttemptAt: T0 + 20_000 });
    await flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: () => T0, ignoreBackoff: true });
    expect(provider.sent).toEqual(['Subject a']);
  });

  it('holds a timed-out message, and removes it when the late answer is a success', async () => {
    const store = createMemoryOutboxStore(queue('a', 'b'));
    const late = deferred<SendOutcome>();
    const provider = scriptedSend([{ ok: false, failure: { kind: 'timeout' }, eventually: late.promise }]);
    const onDelivered = vi.fn();
    const lock = createLocalLock();
    const clock = manualClock(T0 + 1_000);
    const summary = await flushOutbox({ store, send: provider.send, lock, now: clock.now, onDelivered });
    expect(provider.sent).toEqual(['Subject a']);
    expect(store.snapshot().find((entry) => entry.id === 'a')).toMatchObject({ notBefore: T0 + 61_000 });
    expect(summary.nextAttemptAt).toBe(T0 + 61_000);

    // An eager flush meanwhile (the visitor came back) leaves the held message alone.
    await flushOutbox({ store, send: provider.send, lock, now: clock.now, ignoreBackoff: true, onDelivered });
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);

    late.resolve(OK);
    await summary.lateAnswers;
    expect(store.snapshot()).toEqual([]);
    expect(onDelivered.mock.calls.map(([entry]) => entry.id)).toEqual(['b', 'a']);
  });

  it('keeps a timed-out message queued when the late answer is a failure', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const provider = scriptedSend([{ ok: false, failure: { kind: 'timeout' }, eventually: Promise.resolve(OFFLINE) }]);
    const summary = await flushWith({ store, send: provider.send });
    await summary.lateAnswers;
    expect(storedIds(store)).toEqual(['a']);
  });

  it('treats a send that throws as an unknown outcome: kept, and held', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const summary = await flushWith({ store, send: () => Promise.reject(new Error('bug')) });
    expect(summary.remaining).toBe(1);
    expect(store.snapshot()[0]!.notBefore).toBe(T0 + 61_000);
  });

  it("is not stopped by a listener's error", async () => {
    const store = createMemoryOutboxStore(queue('a', 'b'));
    const onDelivered = vi.fn(() => {
      throw new Error('UI bug');
    });
    const summary = await flushWith({ store, send: scriptedSend().send, onDelivered });
    expect(summary.delivered).toHaveLength(2);
    expect(store.snapshot()).toEqual([]);
  });

  it('rejects when storage fails, before sending anything', async () => {
    const broken: OutboxStore = {
      list: () => Promise.reject(new Error('gone')),
      put: () => Promise.reject(new Error('gone')),
      remove: () => Promise.reject(new Error('gone')),
    };
    const provider = scriptedSend();
    await expect(flushWith({ store: broken, send: provider.send })).rejects.toThrow('gone');
    const unwritable: OutboxStore = { ...createMemoryOutboxStore(queue('a')), put: broken.put };
    await expect(flushWith({ store: unwritable, send: provider.send })).rejects.toThrow('gone');
    expect(provider.sent).toEqual([]);
  });
});

describe('exactly once across flushers', () => {
  it('two flushes at once, sharing one lock, deliver each message once', async () => {
    const store = createMemoryOutboxStore(queue('a', 'b', 'c'));
    const provider = scriptedSend([
      () => new Promise<SendOutcome>((resolve) => setTimeout(() => resolve(OK), 5)),
      () => new Promise<SendOutcome>((resolve) => setTimeout(() => resolve(OK), 1)),
    ]);
    const lock = createLocalLock();
    const [first, second] = await Promise.all([
      flushOutbox({ store, send: provider.send, lock, now, ignoreBackoff: true }),
      flushOutbox({ store, send: provider.send, lock, now, ignoreBackoff: true }),
    ]);
    expect(provider.sent).toEqual(['Subject a', 'Subject b', 'Subject c']);
    expect(first.delivered).toHaveLength(3);
    expect(second.delivered).toHaveLength(0);
    expect(store.snapshot()).toEqual([]);
  });

  it('many flushers racing (tabs, service worker, timers) still deliver each message once', async () => {
    const store = createMemoryOutboxStore(queue('a', 'b', 'c', 'd', 'e'));
    const sent: string[] = [];
    const send = async (message: { subject: string }): Promise<SendOutcome> => {
      sent.push(message.subject);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 3)));
      return OK;
    };
    const lock = createLocalLock();
    const flushes = Array.from({ length: 8 }, () => flushOutbox({ store, send, lock, now, ignoreBackoff: true }));
    const summaries = await Promise.all(flushes);
    expect(sent.sort()).toEqual(['Subject a', 'Subject b', 'Subject c', 'Subject d', 'Subject e']);
    expect(summaries.flatMap((summary) => summary.delivered)).toHaveLength(5);
  });

  it('a flush that starts while another has a send in flight does not send that message again', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const answer = deferred<SendOutcome>();
    const provider = scriptedSend([answer.promise]);
    const lock = createLocalLock();
    const first = flushOutbox({ store, send: provider.send, lock, now });
    await settle();
    expect(provider.sent).toEqual(['Subject a']);

    const second = flushOutbox({ store, send: provider.send, lock, now, ignoreBackoff: true });
    await settle();
    answer.resolve(OK);
    await expect(second).resolves.toMatchObject({ delivered: [], remaining: 0 });
    await expect(first).resolves.toMatchObject({ remaining: 0 });
    expect(provider.sent).toEqual(['Subject a']);
  });

  it('without a shared lock (no Web Locks), the stored hold still stops a second send', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const answer = deferred<SendOutcome>();
    const provider = scriptedSend([answer.promise]);
    const clock = manualClock(T0 + 1_000);
    const first = flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: clock.now });
    await settle();
    clock.advance(500);
    const other = await flushOutbox({
      store,
      send: provider.send,
      lock: createLocalLock(),
      now: clock.now,
      ignoreBackoff: true,
    });
    expect(other.delivered).toEqual([]);
    answer.resolve(OK);
    await first;
    expect(provider.sent).toEqual(['Subject a']);
  });

  it('a reload mid-send: the next page waits out the hold instead of sending again at once', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const clock = manualClock(T0 + 1_000);
    const provider = scriptedSend([new Promise<SendOutcome>(() => {})]); // the page died mid-request
    void flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: clock.now });
    await settle();

    // The reloaded page has a fresh lock (Web Locks released the dead page's) and flushes on load.
    clock.advance(1_000);
    const onLoad = await flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: clock.now, ignoreBackoff: true });
    expect(onLoad).toMatchObject({ delivered: [], remaining: 1, nextAttemptAt: T0 + 1_000 + UNCERTAIN_SEND_HOLD_MS });
    expect(provider.sent).toEqual(['Subject a']);

    // Once the hold is over, the browser cannot know whether the cut-off request landed: retry.
    clock.set(onLoad.nextAttemptAt!);
    const later = await flushOutbox({ store, send: provider.send, lock: createLocalLock(), now: clock.now });
    expect(later.delivered.map((entry) => entry.id)).toEqual(['a']);
    expect(provider.sent).toEqual(['Subject a', 'Subject a']);
  });
});

describe('deliverLateSuccess', () => {
  it('removes the entry once, and says when it was already gone', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const lock = createLocalLock();
    await expect(deliverLateSuccess(store, 'a', lock)).resolves.toMatchObject({ id: 'a' });
    await expect(deliverLateSuccess(store, 'a', lock)).resolves.toBeNull();
    expect(store.snapshot()).toEqual([]);
  });

  it('waits for a flush in progress before touching the store', async () => {
    const store = createMemoryOutboxStore(queue('a'));
    const lock = createLocalLock();
    const answer = deferred<SendOutcome>();
    const flushing = flushOutbox({ store, send: () => answer.promise, lock, now });
    await settle();
    const late = deliverLateSuccess(store, 'a', lock);
    answer.resolve(OK);
    await expect(late).resolves.toBeNull(); // the flush removed it first, and reported it itself
    await flushing;
  });
});
