import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_AGE_MS, MAX_QUEUED_MESSAGES } from '@/config/contact-timings.ts';
import { droppedMessages, enqueue, fingerprintOf, flush, flushUnsaved, forgetDropped } from './outbox.ts';
import type { RequestAnswer } from './provider-request.ts';
import {
  aMessage,
  anEntry,
  deferred,
  httpFailure,
  OFFLINE,
  OK,
  UNRECOGNISED,
  letPromisesRun,
  T0,
  testOutbox,
} from '../../../../tests/support/outbox/outbox-test-kit.ts';

describe('enqueue', () => {
  it('writes the message down before anything is sent, once per message, each at the next place in the queue', async () => {
    const { outbox, store } = testOutbox();
    const first = await enqueue(outbox, aMessage());
    expect(first).toMatchObject({ status: 'queued', entry: { id: 'id-1', attempts: 0, queuedAt: T0, seq: 1 } });
    // The same message again, spaced differently: that entry, not a second one.
    expect(await enqueue(outbox, aMessage({ name: ' Ada  Lovelace ' }))).toMatchObject({ status: 'existing', entry: { id: 'id-1' } });
    expect(await enqueue(outbox, aMessage({ subject: 'Another' }))).toMatchObject({ status: 'queued', entry: { seq: 2 } });
    expect(store.snapshot()).toHaveLength(2);
  });

  it('refuses past the cap, after dropping expired entries (announced with their text, kept to tell the visitor)', async () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    const full = Array.from({ length: MAX_QUEUED_MESSAGES }, (_, index) => anEntry(`e${index}`, { seq: index + 2 }));
    const { outbox, events, store } = testOutbox({ entries: [old, ...full] });
    expect(await enqueue(outbox, aMessage({ subject: 'one more' }))).toEqual({ status: 'full' });
    expect(events).toEqual([expect.objectContaining({ outcome: 'expired', id: 'old', message: old.message })]);
    expect(store.snapshot().find((entry) => entry.id === 'old')).toMatchObject({ dropped: 'expired' });
  });

  it('takes 3 messages in 10 minutes and refuses the fourth, saying when one more may go; a waiting copy is not a new one', async () => {
    const { outbox, store, clock } = testOutbox();
    for (const subject of ['one', 'two', 'three']) {
      expect(await enqueue(outbox, aMessage({ subject }))).toMatchObject({ status: 'queued' });
      clock.advance(60_000);
    }
    // The same text again is the waiting entry, not a fourth message.
    expect(await enqueue(outbox, aMessage({ subject: 'three' }))).toMatchObject({ status: 'existing' });
    expect(await enqueue(outbox, aMessage({ subject: 'four' }))).toEqual({ status: 'limited', allowedAt: T0 + 10 * 60_000 });
    expect(store.snapshot()).toHaveLength(3);
    // Delivered or not, the first leaves the count 10 minutes after it was taken.
    clock.set(T0 + 10 * 60_000);
    expect(await enqueue(outbox, aMessage({ subject: 'four' }))).toMatchObject({ status: 'queued' });
  });

  it('says unsaved when storage throws or never answers, and takes back a write that may land late', async () => {
    const broken = testOutbox();
    broken.outbox.store.update = () => Promise.reject(new Error('no IndexedDB'));
    expect(await enqueue(broken.outbox, aMessage())).toEqual({ status: 'unsaved' });

    // The write lands, but after its bound: the visitor was told "not saved", so it is taken back.
    const late = testOutbox();
    const { update } = late.store;
    late.outbox.store.update = (change) => update(change).then(() => Promise.reject(new Error('no answer in time')));
    expect(await enqueue(late.outbox, aMessage())).toEqual({ status: 'unsaved' });
    await letPromisesRun();
    expect(late.store.snapshot()).toEqual([]);
  });
});

describe('flush', () => {
  it('delivers in queue order (not by the clock), and stops at the first failure that can pass', async () => {
    const entries = [anEntry('b', { seq: 2, queuedAt: T0 - 5 }), anEntry('a', { seq: 1, queuedAt: T0 + 9 }), anEntry('c', { seq: 3 })];
    const { outbox, provider, store, events } = testOutbox({ script: [OK, OFFLINE], entries });
    const summary = await flush(outbox, false);
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);
    expect(summary).toMatchObject({ remaining: 2, outcomes: { a: 'delivered', b: 'waiting' } });
    expect(summary.nextAttemptAt).toBeGreaterThan(T0);
    expect(store.snapshot().map((entry) => entry.id).sort()).toEqual(['b', 'c']);
    expect(events.map((event) => event.outcome)).toEqual(['delivered', 'waiting']);
  });

  it('one flusher at a time: while a request is open, a second flush sends nothing of its own, and then keeps to the backoff', async () => {
    const answer = deferred<RequestAnswer>();
    const { outbox, provider, clock } = testOutbox({ script: [answer.promise], entries: [anEntry('a', { attempts: 0 })] });
    const first = flush(outbox, true);
    await letPromisesRun();
    clock.advance(2 * 60 * 60_000); // any clock step: ownership is the lock, not a time
    const second = flush(outbox, true);
    await letPromisesRun();
    expect(provider.sent).toHaveLength(1);
    answer.resolve(OFFLINE);
    expect((await first).outcomes).toEqual({ a: 'waiting' });
    // It waited for the other flusher, which just tried: it does not try again at once.
    expect((await second).outcomes).toEqual({});
    expect(provider.sent).toHaveLength(1);
  });

  it("keeps a 429 with its backoff (the provider's Retry-After is not among what the SDK gives back)", async () => {
    const { outbox, store, provider, clock } = testOutbox({ script: [httpFailure(429)], entries: [anEntry('a', { attempts: 0 })] });
    expect((await flush(outbox, true)).outcomes).toEqual({ a: 'waiting' });
    // 5 s doubled from the first failure, with the kit's jitter (random 0.5): 3.75 s.
    expect(store.snapshot()[0]).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 3_750 });
    clock.advance(3_749);
    expect((await flush(outbox, false)).outcomes).toEqual({});
    clock.advance(1);
    expect((await flush(outbox, false)).outcomes).toEqual({ a: 'delivered' });
    expect(provider.sent).toHaveLength(2);
  });

  it("drops what retrying cannot fix (400, 403, 413, 451, an answer that is not the provider's), keeps it to tell the visitor, and goes on", async () => {
    for (const failure of [httpFailure(400), httpFailure(403), httpFailure(413), httpFailure(451), UNRECOGNISED]) {
      const { outbox, store, events, provider } = testOutbox({ script: [failure], entries: [anEntry('a'), anEntry('b', { seq: 2 })] });
      expect((await flush(outbox, false)).outcomes).toEqual({ a: 'rejected', b: 'delivered' });
      expect(provider.sent).toEqual(['Subject a', 'Subject b']);
      expect(store.snapshot()).toEqual([expect.objectContaining({ id: 'a', dropped: 'rejected' })]);
      expect(events[0]).toMatchObject({ outcome: 'rejected', message: { subject: 'Subject a' } });
      expect(await droppedMessages(outbox)).toEqual([expect.objectContaining({ id: 'a', outcome: 'rejected' })]);
      await forgetDropped(outbox, 'a');
      expect(store.snapshot()).toEqual([]);
    }
  });

  it('keeps to the head’s backoff unless eager; nothing behind it goes first', async () => {
    const { outbox, provider } = testOutbox({ entries: [anEntry('a', { nextAttemptAt: T0 + 10_000 }), anEntry('b', { seq: 2 })] });
    expect(await flush(outbox, false)).toEqual({ remaining: 2, nextAttemptAt: T0 + 10_000, outcomes: {} });
    expect(provider.sent).toEqual([]);
    expect(await flush(outbox, true)).toEqual({ remaining: 0, nextAttemptAt: null, outcomes: { a: 'delivered', b: 'delivered' } });
  });
});

describe('flushUnsaved', () => {
  it('sends straight out and announces a delivery, so a form still showing it can clear', async () => {
    const { outbox, events, provider } = testOutbox();
    expect(await flushUnsaved(outbox, aMessage())).toBe('delivered');
    expect(provider.sent).toEqual(['Hello']);
    expect(events).toEqual([expect.objectContaining({ outcome: 'delivered', id: '' })]);
  });
});

describe('fingerprint', () => {
  it('is the same for the same message typed with different spacing, line endings or email case', () => {
    const typed = aMessage({ name: 'Ada  Lovelace', email: 'ada@example.com', subject: 'Hello there', message: 'Hi\nthere' });
    const retyped = aMessage({ name: ' Ada Lovelace ', email: '  ADA@Example.COM ', subject: 'Hello  there ', message: '\nHi\r\nthere  ' });
    expect(fingerprintOf(retyped)).toBe(fingerprintOf(typed));
  });

  it('tells different messages apart, field by field, and field boundaries cannot be shifted', () => {
    const base = aMessage();
    const variants = [
      aMessage({ name: 'Ada King' }),
      aMessage({ email: 'king@example.com' }),
      aMessage({ subject: 'Hello again' }),
      aMessage({ message: 'Another note.' }),
      aMessage({ name: 'Ada Lovelace","ada@example.com', email: '' }),
    ];
    for (const variant of variants) expect(fingerprintOf(variant)).not.toBe(fingerprintOf(base));
  });
});
