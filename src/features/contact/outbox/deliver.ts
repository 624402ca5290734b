/**
 * How a message travels, the same code in the page and in the service worker:
 * - `enqueue` writes it down before anything is sent (a crash mid-send cannot lose it), once:
 *   the same message already waiting is that entry, not a second one.
 * - `attempt` claims one entry under the outbox lock, sends it with the lock released, and
 *   writes the answer down: delivered and rejected messages leave the outbox, others get their
 *   backoff. A claimed entry belongs to its attempt until the answer (outbox-rules.ts), so no
 *   other tab, page or worker sends it meanwhile, however long the provider takes.
 * - `flush` attempts what is due, oldest first, and stops at the first failure that can pass.
 * - `flushForSync` is the service worker's Background Sync: it flushes, waits for entries whose
 *   backoff ends soon, and hands back to the browser (which tries again later) when some remain.
 * Every outcome is announced on the outbox channel (outbox-events.ts).
 */
import type { ContactMessage } from '@/content/types';
import { eventAbout, type OutboxEvent } from './outbox-events';
import {
  byQueueOrder,
  claimed,
  fingerprint,
  isDue,
  isExpired,
  isInFlight,
  MAX_QUEUED_MESSAGES,
  nextDueAt,
  rescheduled,
  type ContactTimings,
  type OutboxEntry,
} from './outbox-rules';
import type { OutboxStore, WithLock } from './outbox-store';
import { isRetryable, type SendContact, type SendFailure } from './send-message';

/** One context's outbox: its store and lock, its provider, its clock. Built once (courier.ts). */
export interface Outbox {
  store: OutboxStore;
  lock: WithLock;
  send: SendContact;
  timings: ContactTimings;
  announce: (event: OutboxEvent) => void;
  now: () => number;
  random: () => number;
  newId: () => string;
}

export type EnqueueResult =
  | { status: 'queued'; entry: OutboxEntry }
  /** The same message already waits: that entry stays the only one. */
  | { status: 'existing'; entry: OutboxEntry }
  /** MAX_QUEUED_MESSAGES already wait; nothing was stored. */
  | { status: 'full' }
  /** Storage failed or did not answer in time; nothing (lasting) was stored. */
  | { status: 'unavailable' };

export type AttemptResult =
  | { kind: 'delivered' }
  /** Retrying cannot fix it (400, 403, 413, 451…): dropped. */
  | { kind: 'rejected'; failure: SendFailure }
  /** Failed for a reason that can pass: waits for its next attempt. */
  | { kind: 'retry'; failure: SendFailure }
  /** Another attempt owns it right now (another tab, the worker, an earlier Send). */
  | { kind: 'in-flight' }
  /** Not due: the provider's Retry-After, or (for a non-eager attempt) its backoff. */
  | { kind: 'waiting' }
  /** Not in the outbox (any more): delivered or dropped meanwhile. */
  | { kind: 'gone' };

export interface FlushSummary {
  /** Entries still waiting. */
  remaining: number;
  /** When the next flush is worth running (ms since epoch); null when nothing waits. */
  nextAttemptAt: number | null;
}

export class OutboxNotEmptyError extends Error {
  constructor(readonly remaining: number) {
    super(`${remaining} queued message(s) still waiting`);
    this.name = 'OutboxNotEmptyError';
  }
}

/** Drops expired entries (announcing each) and returns the rest. Call under the lock. */
async function withoutExpired(outbox: Outbox, entries: OutboxEntry[], now: number): Promise<OutboxEntry[]> {
  const waiting: OutboxEntry[] = [];
  for (const entry of entries) {
    if (!isExpired(entry, now)) waiting.push(entry);
    else {
      await outbox.store.remove(entry.id);
      outbox.announce({ type: 'dropped', reason: 'expired', ...eventAbout(entry) });
    }
  }
  return waiting;
}

export async function enqueue(outbox: Outbox, message: ContactMessage): Promise<EnqueueResult> {
  const id = outbox.newId();
  let putIssued = false;
  try {
    return await outbox.lock(async (): Promise<EnqueueResult> => {
      const now = outbox.now();
      const waiting = await withoutExpired(outbox, await outbox.store.list(), now);
      const key = fingerprint(message);
      const same = waiting.find((entry) => entry.fingerprint === key);
      if (same) return { status: 'existing', entry: same };
      if (waiting.length >= MAX_QUEUED_MESSAGES) return { status: 'full' };
      const { name, email, subject, message: body } = message;
      const entry: OutboxEntry = { id, fingerprint: key, message: { name, email, subject, message: body }, queuedAt: now, attempts: 0, nextAttemptAt: now };
      putIssued = true;
      await outbox.store.put(entry);
      return { status: 'queued', entry };
    });
  } catch {
    // A write that did not answer in time may still land, and would then be sent a second time
    // by the next flush: its removal goes in line right behind it.
    if (putIssued) outbox.store.remove(id).catch(() => {});
    return { status: 'unavailable' };
  }
}

/**
 * Writes an attempt's answer down, unless another attempt owns the entry by now. A delivered or
 * rejected message leaves even then. Tried twice: a sent message left claimed in storage would be
 * sent again once its claim runs out.
 */
async function settle(outbox: Outbox, mine: OutboxEntry, next: OutboxEntry | null): Promise<void> {
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      await outbox.lock(async () => {
        const stored = (await outbox.store.list()).find((entry) => entry.id === mine.id);
        if (!stored) return;
        if (next === null) await outbox.store.remove(mine.id);
        else if (stored.sendingSince === mine.sendingSince) await outbox.store.put(next);
      });
      return;
    } catch {
      // try once more
    }
  }
}

/** Sends an entry this context has claimed, and settles it. */
async function sendClaimed(outbox: Outbox, mine: OutboxEntry): Promise<AttemptResult> {
  const outcome = await outbox.send(mine.message);
  const about = eventAbout(mine);
  if (outcome.ok) {
    await settle(outbox, mine, null);
    outbox.announce({ type: 'delivered', ...about });
    return { kind: 'delivered' };
  }
  const { failure } = outcome;
  if (!isRetryable(failure)) {
    await settle(outbox, mine, null);
    outbox.announce({ type: 'dropped', reason: 'rejected', ...about });
    return { kind: 'rejected', failure };
  }
  const retryAfterMs = failure.kind === 'http' ? failure.retryAfterMs : undefined;
  await settle(outbox, mine, rescheduled(mine, outbox.now(), outbox.timings, retryAfterMs, outbox.random));
  outbox.announce({ type: 'retrying', ...about });
  return { kind: 'retry', failure };
}

/** One attempt of entry `id`. `eager` skips the backoff (never a claim or a Retry-After). */
export async function attempt(outbox: Outbox, id: string, eager: boolean): Promise<AttemptResult> {
  const claim = await outbox.lock(async (): Promise<AttemptResult | OutboxEntry> => {
    const entry = (await outbox.store.list()).find((candidate) => candidate.id === id);
    if (!entry) return { kind: 'gone' };
    const now = outbox.now();
    if (isInFlight(entry, now, outbox.timings)) return { kind: 'in-flight' };
    if (!isDue(entry, now, outbox.timings, eager)) return { kind: 'waiting' };
    const mine = claimed(entry, now);
    await outbox.store.put(mine);
    return mine;
  });
  return 'kind' in claim ? claim : sendClaimed(outbox, claim);
}

export async function flush(outbox: Outbox, eager: boolean): Promise<FlushSummary> {
  const due = await outbox.lock(async () => {
    const now = outbox.now();
    const waiting = await withoutExpired(outbox, await outbox.store.list(), now);
    return waiting.filter((entry) => isDue(entry, now, outbox.timings, eager)).sort(byQueueOrder);
  });
  let failed: string | undefined;
  for (const entry of due) {
    // The network or the provider is likely still failing: the rest would fail too.
    if ((await attempt(outbox, entry.id, eager)).kind !== 'retry') continue;
    failed = entry.id;
    break;
  }
  const rest = await outbox.store.list();
  const now = outbox.now();
  const earliest = nextDueAt(rest, now, outbox.timings);
  // After a failure that can pass, nothing is worth trying before that entry's own next attempt.
  const gate = nextDueAt(rest.filter((entry) => entry.id === failed), now, outbox.timings);
  return { remaining: rest.length, nextAttemptAt: earliest === null || gate === null ? earliest : Math.max(earliest, gate) };
}

/**
 * Background Sync in the worker: the browser believes it is online. Flush what is due; wait for
 * entries that become due within the budget (a backoff about to end, an attempt elsewhere about
 * to answer) and flush again; reject while messages remain, so the browser syncs again later.
 * It never ignores a backoff: the attempt that just failed set it, and the sync the page
 * registered right after must not send a second request at once.
 */
export async function flushForSync(outbox: Outbox, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<void> {
  const giveUpAt = outbox.now() + outbox.timings.syncBudgetMs;
  for (;;) {
    const { remaining, nextAttemptAt } = await flush(outbox, false);
    if (remaining === 0 || nextAttemptAt === null) return;
    if (nextAttemptAt > giveUpAt) throw new OutboxNotEmptyError(remaining);
    await sleep(Math.max(nextAttemptAt - outbox.now(), 50));
  }
}

/** A message storage could not hold: sent straight out, announced like any other. */
export async function sendWithoutStorage(outbox: Outbox, message: ContactMessage): Promise<AttemptResult> {
  const outcome = await outbox.send(message);
  const about = { id: '', subject: message.subject, fingerprint: fingerprint(message) };
  if (outcome.ok) {
    outbox.announce({ type: 'delivered', ...about });
    return { kind: 'delivered' };
  }
  if (!isRetryable(outcome.failure)) return { kind: 'rejected', failure: outcome.failure };
  return { kind: 'retry', failure: outcome.failure };
}
