import { describe, expect, it } from 'vitest';
import type { SendOutcome } from '@/features/contact/email/send-contact-message';
import { flushOutbox } from './flush-outbox';
import { createMemoryOutboxStore } from '../../../../tests/support/outbox/memory-outbox-store';
import { createLocalLock, type WithLock } from './outbox-lock';
import { fingerprint, MAX_QUEUED_MESSAGES, UNCERTAIN_SEND_HOLD_MS } from './outbox-policy';
import type { OutboxStore } from './outbox-types';
import { submitMessage, type SubmitOptions } from './submit-message';
import {
  aMessage,
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

function setUp(script: Parameters<typeof scriptedSend>[0] = [], stored = createMemoryOutboxStore()) {
  const provider = scriptedSend(script);
  const clock = manualClock(T0);
  const options: SubmitOptions = {
    store: stored,
    send: provider.send,
    lock: createLocalLock(),
    now: clock.now,
    newId: () => 'queued-1',
  };
  return { provider, clock, store: stored, options };
}

const waitingCopy = (overrides = {}) =>
  anEntry('waiting', { message: aMessage(), fingerprint: fingerprint(aMessage()), queuedAt: T0 - 60_000, ...overrides });

describe('submitMessage', () => {
  it('sends directly and queues nothing when the provider accepts', async () => {
    const { provider, store, options } = setUp([OK]);
    await expect(submitMessage(aMessage(), options)).resolves.toEqual({ status: 'sent' });
    expect(provider.sent).toEqual(['Hello']);
    expect(store.snapshot()).toEqual([]);
  });

  it.each([
    ['no network', OFFLINE],
    ['a rate limit', httpFailure(429)],
    ['a provider outage', httpFailure(503)],
  ])('queues the message after %s', async (_reason, failure) => {
    const { store, options } = setUp([failure]);
    const result = await submitMessage(aMessage(), options);
    expect(result).toMatchObject({ status: 'queued', entry: { id: 'queued-1', attempts: 1, nextAttemptAt: T0 + 5_000 } });
    expect(store.snapshot()).toHaveLength(1);
  });

  it.each([400, 403, 451])('does not queue a %i', async (status) => {
    const { store, options } = setUp([httpFailure(status)]);
    await expect(submitMessage(aMessage(), options)).resolves.toEqual({
      status: 'rejected',
      failure: { kind: 'http', status, text: '' },
    });
    expect(store.snapshot()).toEqual([]);
  });

  it('queues a timed-out message on hold, and removes it when the late answer is a success', async () => {
    const late = deferred<SendOutcome>();
    const { store, options } = setUp([{ ok: false, failure: { kind: 'timeout' }, eventually: late.promise }]);
    const delivered = deferred<string>();
    const result = await submitMessage(aMessage(), { ...options, onDelivered: (entry) => delivered.resolve(entry.id) });
    expect(result).toMatchObject({ status: 'queued', entry: { notBefore: T0 + UNCERTAIN_SEND_HOLD_MS } });

    late.resolve(OK);
    await expect(delivered.promise).resolves.toBe('queued-1');
    expect(store.snapshot()).toEqual([]);
  });

  it('resubmitting a waiting message sends the waiting copy, once, instead of a new one', async () => {
    const { provider, store, options } = setUp([OK], createMemoryOutboxStore([waitingCopy({ nextAttemptAt: T0 + 60_000 })]));
    await expect(submitMessage(aMessage({ email: 'ADA@example.com ' }), options)).resolves.toEqual({ status: 'sent' });
    expect(store.snapshot()).toEqual([]);
    await flushOutbox({ ...options, ignoreBackoff: true });
    expect(provider.sent).toEqual(['Hello']);
  });

  it('resubmitting while still offline keeps one entry, with its attempts counted', async () => {
    const { provider, store, options } = setUp([OFFLINE], createMemoryOutboxStore([waitingCopy()]));
    const result = await submitMessage(aMessage(), options);
    expect(result).toMatchObject({ status: 'already-queued', entry: { id: 'waiting', attempts: 2 } });
    expect(store.snapshot()).toHaveLength(1);
    expect(provider.sent).toHaveLength(1);
  });

  it('resubmitting while an earlier request for it may still land sends nothing', async () => {
    const held = waitingCopy({ notBefore: T0 + 30_000 });
    const { provider, options } = setUp([], createMemoryOutboxStore([held]));
    await expect(submitMessage(aMessage(), options)).resolves.toEqual({ status: 'already-queued', entry: held });
    expect(provider.sent).toEqual([]);
  });

  it('a resubmitted waiting message rejected by the provider is dropped', async () => {
    const { store, options } = setUp([httpFailure(400)], createMemoryOutboxStore([waitingCopy()]));
    await expect(submitMessage(aMessage(), options)).resolves.toMatchObject({ status: 'rejected' });
    expect(store.snapshot()).toEqual([]);
  });

  it('says so when the outbox is full', async () => {
    const full = Array.from({ length: MAX_QUEUED_MESSAGES }, (_, index) => anEntry(`e${index}`));
    const { options } = setUp([OFFLINE], createMemoryOutboxStore(full));
    await expect(submitMessage(aMessage(), options)).resolves.toEqual({ status: 'full', failure: { kind: 'network' } });
  });

  it('still sends directly without storage, and says so when it then cannot queue', async () => {
    const broken: OutboxStore = {
      list: () => Promise.reject(new Error('no IndexedDB')),
      put: () => Promise.reject(new Error('no IndexedDB')),
      remove: () => Promise.reject(new Error('no IndexedDB')),
    };
    const online = setUp([OK], broken as ReturnType<typeof createMemoryOutboxStore>);
    await expect(submitMessage(aMessage(), online.options)).resolves.toEqual({ status: 'sent' });
    const offline = setUp([OFFLINE], broken as ReturnType<typeof createMemoryOutboxStore>);
    await expect(submitMessage(aMessage(), offline.options)).resolves.toMatchObject({
      status: 'unavailable',
      failure: { kind: 'network' },
      error: expect.any(Error),
    });
  });

  it('a submit and a flush of the same waiting message at the same moment deliver it once', async () => {
    const answer = deferred<SendOutcome>();
    const { provider, store, options } = setUp([answer.promise], createMemoryOutboxStore([waitingCopy()]));
    const flushing = flushOutbox({ ...options, ignoreBackoff: true });
    await settle();
    const submitting = submitMessage(aMessage(), options);
    await settle();
    answer.resolve(OK);
    await flushing;
    await expect(submitting).resolves.toEqual({ status: 'sent' });
    expect(provider.sent).toEqual(['Hello']);
    expect(store.snapshot()).toEqual([]);
  });

  it('two tabs submitting the same new message while offline queue it once', async () => {
    const { provider, store, options } = setUp([OFFLINE, OFFLINE]);
    const [first, second] = await Promise.all([
      submitMessage(aMessage(), options),
      submitMessage(aMessage(), { ...options, newId: () => 'queued-2' }),
    ]);
    expect(first.status).toBe('queued');
    expect(second).toMatchObject({ status: 'already-queued', entry: { id: 'queued-1' } });
    expect(store.snapshot()).toHaveLength(1);
    expect(provider.sent).toHaveLength(2);
  });

  it('never runs at the same time as a flush (one lock for both)', async () => {
    const { options } = setUp();
    const names: string[] = [];
    const local = createLocalLock();
    const lock: WithLock = (name, task) => {
      names.push(name);
      return local(name, task);
    };
    await submitMessage(aMessage(), { ...options, lock });
    expect(names).toEqual(['portfolio-outbox']);
  });
});
