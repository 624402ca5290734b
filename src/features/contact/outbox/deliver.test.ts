import { describe, expect, it, vi } from 'vitest';
import { attempt, enqueue, flush, flushForSync, OutboxNotEmptyError, sendWithoutStorage } from './deliver';
import { claimLengthMs, MAX_MESSAGE_AGE_MS, MAX_QUEUED_MESSAGES } from './outbox-rules';
import type { SendOutcome } from './send-message';
import {
  aMessage,
  anEntry,
  deferred,
  httpFailure,
  OFFLINE,
  OK,
  settle,
  T0,
  testOutbox,
} from '../../../../tests/support/outbox/outbox-test-kit';

describe('enqueue', () => {
  it('writes the message down before anything is sent, once per message', async () => {
    const { outbox, store } = testOutbox();
    const first = await enqueue(outbox, aMessage());
    expect(first).toMatchObject({ status: 'queued', entry: { id: 'id-1', attempts: 0, queuedAt: T0 } });
    // The same message again, spaced differently: that entry, not a second one.
    expect(await enqueue(outbox, aMessage({ name: ' Ada  Lovelace ' }))).toMatchObject({ status: 'existing', entry: { id: 'id-1' } });
    expect(store.snapshot()).toHaveLength(1);
  });

  it('refuses past the cap, after dropping expired entries (announced)', async () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    const full = Array.from({ length: MAX_QUEUED_MESSAGES }, (_, index) => anEntry(`e${index}`));
    const { outbox, events } = testOutbox({ entries: [old, ...full] });
    expect(await enqueue(outbox, aMessage({ subject: 'one more' }))).toEqual({ status: 'full' });
    expect(events).toEqual([expect.objectContaining({ type: 'dropped', reason: 'expired', id: 'old' })]);
  });

  it('says unavailable when storage throws or never answers, and takes back a write that may land late', async () => {
    const broken = testOutbox();
    broken.outbox.store.list = () => Promise.reject(new Error('no IndexedDB'));
    expect(await enqueue(broken.outbox, aMessage())).toEqual({ status: 'unavailable' });

    const slow = testOutbox();
    const remove = vi.spyOn(slow.store, 'remove');
    slow.outbox.store.put = () => Promise.reject(new Error('no answer in time'));
    expect(await enqueue(slow.outbox, aMessage())).toEqual({ status: 'unavailable' });
    expect(remove).toHaveBeenCalledWith('id-1');
  });
});

describe('attempt', () => {
  it('delivers and removes the entry, announcing it', async () => {
    const { outbox, store, provider, events } = testOutbox({ entries: [anEntry('a', { attempts: 0 })] });
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'delivered' });
    expect(provider.sent).toEqual(['Subject a']);
    expect(store.snapshot()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['delivered']);
  });

  it('sends no second request while the first is unanswered, however long it takes', async () => {
    const answer = deferred<SendOutcome>();
    const { outbox, store, provider, clock } = testOutbox({ script: [answer.promise], entries: [anEntry('a', { attempts: 0 })] });
    const first = attempt(outbox, 'a', true);
    await settle();
    // Two minutes later: another Send, another tab's flush, a sync: all see the open request.
    clock.advance(120_000);
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'in-flight' });
    expect(await flush(outbox, true)).toMatchObject({ remaining: 1 });
    expect(provider.sent).toHaveLength(1);
    answer.resolve(OK);
    expect(await first).toEqual({ kind: 'delivered' });
    expect(store.snapshot()).toEqual([]);
  });

  it('a sender that vanished mid-request (its claim ran out) is retried once the claim has run out', async () => {
    const { outbox, provider, clock } = testOutbox({ entries: [anEntry('a', { attempts: 1, sendingSince: T0 })] });
    clock.advance(claimLengthMs(outbox.timings) - 1);
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'in-flight' });
    clock.advance(1);
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'delivered' });
    expect(provider.sent).toHaveLength(1);
  });

  it('keeps a failure that can pass with its backoff, and honours Retry-After even for an eager trigger', async () => {
    const { outbox, store, provider, clock, events } = testOutbox({ script: [httpFailure(429, 30_000)], entries: [anEntry('a', { attempts: 0 })] });
    expect(await attempt(outbox, 'a', true)).toMatchObject({ kind: 'retry', failure: { status: 429 } });
    expect(store.snapshot()[0]).toMatchObject({ attempts: 1, notBefore: T0 + 30_000 });
    expect(store.snapshot()[0]!.sendingSince).toBeUndefined();
    expect(events.map((event) => event.type)).toEqual(['retrying']);
    clock.advance(29_999);
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'waiting' });
    clock.advance(1);
    expect(await attempt(outbox, 'a', true)).toEqual({ kind: 'delivered' });
    expect(provider.sent).toHaveLength(2);
  });

  it('drops what retrying cannot fix, announcing it', async () => {
    for (const status of [400, 403, 413, 451]) {
      const { outbox, store, events } = testOutbox({ script: [httpFailure(status)], entries: [anEntry('a')] });
      expect(await attempt(outbox, 'a', true)).toMatchObject({ kind: 'rejected' });
      expect(store.snapshot()).toEqual([]);
      expect(events).toEqual([expect.objectContaining({ type: 'dropped', reason: 'rejected' })]);
    }
  });

  it('is gone when another flusher settled the entry meanwhile', async () => {
    const { outbox } = testOutbox();
    expect(await attempt(outbox, 'missing', true)).toEqual({ kind: 'gone' });
  });

  it('never undoes another attempt’s claim when writing its own late answer down', async () => {
    const answer = deferred<SendOutcome>();
    const { outbox, store, clock } = testOutbox({ script: [answer.promise, OK], entries: [anEntry('a', { attempts: 0 })] });
    const first = attempt(outbox, 'a', true);
    await settle();
    clock.advance(claimLengthMs(outbox.timings));
    const second = attempt(outbox, 'a', true); // the first sender counts as gone
    await settle();
    answer.resolve(OFFLINE);
    await first;
    expect(await second).toEqual({ kind: 'delivered' });
    expect(store.snapshot()).toEqual([]);
  });
});

describe('flush', () => {
  it('sends what is due, oldest first, and stops at the first failure that can pass', async () => {
    const entries = [anEntry('b', { queuedAt: T0 + 2 }), anEntry('a', { queuedAt: T0 + 1 }), anEntry('c', { queuedAt: T0 + 3 })];
    const { outbox, provider, store } = testOutbox({ script: [OK, OFFLINE], entries });
    const summary = await flush(outbox, false);
    expect(provider.sent).toEqual(['Subject a', 'Subject b']);
    expect(summary.remaining).toBe(2);
    expect(summary.nextAttemptAt).toBeGreaterThan(T0);
    expect(store.snapshot().map((entry) => entry.id).sort()).toEqual(['b', 'c']);
  });

  it('keeps to the backoff unless eager', async () => {
    const { outbox, provider } = testOutbox({ entries: [anEntry('a', { nextAttemptAt: T0 + 10_000 })] });
    expect(await flush(outbox, false)).toEqual({ remaining: 1, nextAttemptAt: T0 + 10_000 });
    expect(provider.sent).toEqual([]);
    expect(await flush(outbox, true)).toEqual({ remaining: 0, nextAttemptAt: null });
  });
});

describe('flushForSync', () => {
  it('does not send again right after the failed attempt that asked for the sync: it waits for the backoff', async () => {
    const { outbox, provider, clock } = testOutbox({ entries: [anEntry('a', { attempts: 1, nextAttemptAt: T0 + 5_000 })] });
    const sleeps: number[] = [];
    await flushForSync(outbox, async (ms) => {
      sleeps.push(ms);
      expect(provider.sent).toEqual([]);
      clock.advance(ms);
    });
    expect(sleeps).toEqual([5_000]);
    expect(provider.sent).toEqual(['Subject a']);
  });

  it('hands back to the browser while messages remain beyond its budget', async () => {
    const { outbox } = testOutbox({ script: [httpFailure(503, 3_600_000)], entries: [anEntry('a')] });
    await expect(flushForSync(outbox, async () => {})).rejects.toBeInstanceOf(OutboxNotEmptyError);
  });
});

describe('sendWithoutStorage', () => {
  it('sends straight out and announces a delivery, so a form still showing it can clear', async () => {
    const { outbox, events, provider } = testOutbox();
    expect(await sendWithoutStorage(outbox, aMessage())).toEqual({ kind: 'delivered' });
    expect(provider.sent).toEqual(['Hello']);
    expect(events).toEqual([expect.objectContaining({ type: 'delivered', id: '' })]);
  });
});
