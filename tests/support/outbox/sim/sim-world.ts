/**
 * A whole simulated browser around the REAL outbox code (page-side.ts and its retry triggers,
 * outbox.ts, the worker's hand-over and side, outbox-store.ts's flusher lock and bounds, the
 * retry schedule, provider-request.ts and the
 * provider's SDK it calls, whose `fetch` is the simulated network's): IndexedDB that can throw,
 * hang, be slow or be cleared; Web Locks shared
 * by tabs and workers and freed when their holder dies; BroadcastChannel and MessageChannel;
 * a service worker that can be stopped, updated and woken for Background Sync; a network that
 * flaps; a provider answering what the schedule says. Everything runs on one simulated clock
 * (sim-clock.ts), so a schedule replays exactly.
 *
 * A context (a tab, a worker) that dies runs nothing more: every promise it awaits on the
 * shared world (storage, locks, the provider, the channels) stops settling for it, its locks are
 * freed, and a request it had open is cut off. The oracle (`Oracle`) records what the visitor
 * was told and what the provider accepted; `World.finish()` heals the world, lets it run for
 * hours, and checks the promise of decision 002.
 */
import { DEFAULT_TIMINGS, type ContactTimings } from '../../../../src/config/contact-timings.ts';
import { OUTBOX_EVENTS_CHANNEL } from '../../../../src/config/page-seams.ts';
import type { ContactMessage } from '../../../../src/config/email-provider.ts';
import {
  droppedMessages,
  fingerprintOf,
  forgetDropped,
  isQueued,
  type Outbox,
  type OutboxEvent,
} from '../../../../src/features/contact/outbox/outbox.ts';
import { bounded, createFlusherLock, isOutboxEntry, type Change, type OutboxEntry, type OutboxStore } from '../../../../src/features/contact/outbox/outbox-store.ts';
import { requestDelivery } from '../../../../src/features/contact/outbox/provider-request.ts';
import { createSendSchedule } from '../../../../src/features/contact/outbox/send-schedule.ts';
import { flushFromPage, OUTBOX_SYNC_TAG, requestOutboxSync } from '../../../../src/features/contact/outbox/worker-handover.ts';
import { installContactWorker, type ContactWorkerScope } from '../../../../src/features/contact/outbox/worker-side.ts';
import { createPageOutbox, type PageOutbox } from '../../../../src/features/contact/page-side.ts';
import { SimClock } from './sim-clock.ts';

const TIMINGS = DEFAULT_TIMINGS;
/** A 'limited' answer may come this long after the transaction that decided it (a slow storage's answer). */
const LIMIT_ANSWER_LAG_MS = 10_000;
const PROVIDER_ORIGIN = 'http://provider.sim';
const CONFIG = { serviceId: 'service_sim', templateId: 'template_sim', publicKey: 'key_sim', origin: PROVIDER_ORIGIN, usesLocalMailbox: false };
/** A slow storage answers after this: past `storageWaitMs`, so the code has given up on it. */
const SLOW_STORAGE_MS = 3_000;
/** The "saved" note may outlive its message by the hook's 2 s check plus one bounded storage read. */
const SAVED_NOTE_LAG_MS = 2_000 + TIMINGS.storageWaitMs + 500;
/** A browser stops a service worker event that runs longer than this. */
const WORKER_EVENT_LIMIT_MS = 5 * 60_000;

/**
 * How the provider (or what stands in its way) answers a request. '200 cut off': accepted, but
 * the answer's body is lost on the way (the SDK sees a network error). '302 to a page': a
 * redirect the browser follows to a page answering 200 with something else than `OK`; '302 to
 * another origin': one the browser turns into a network error. '429 Retry-After': the provider's
 * hint, which the SDK does not give back.
 */
export const ANSWERS = [
  '200',
  'slow 200',
  '200 cut off',
  '302 to a page',
  '302 to another origin',
  '400',
  '403',
  '429',
  '429 Retry-After',
  '451',
  '500',
  '503',
  'refused',
  'hang',
] as const;
export type Answer = (typeof ANSWERS)[number];
export type StorageMode = 'ok' | 'throws' | 'hangs' | 'slow';
export type TabName = 'A' | 'B';

const never = <T>() => new Promise<T>(() => {});

/** A tab or a worker: alive until closed, reloaded or stopped. */
export class Ctx {
  alive = true;
  constructor(readonly name: string) {}
}

/** `work` as seen by `ctx`: it settles only while the context lives. */
function within<T>(ctx: Ctx, work: () => Promise<T>): Promise<T> {
  if (!ctx.alive) return never();
  return new Promise<T>((resolve, reject) => {
    let started: Promise<T>;
    try {
      started = work();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => ctx.alive && resolve(value),
      (error: unknown) => ctx.alive && reject(error),
    );
  });
}

/** A message taken into the outbox: when, on the wall clock the code reads and on the timeline. */
interface Taken {
  wall: number;
  mono: number;
  /** Wall clock steps made before it. */
  steps: number;
}

/** The origin's IndexedDB object store: one for every context; transactions in order. */
class SimIdb {
  readonly entries = new Map<string, unknown>();
  /** The device's send times record (send-schedule.ts), beside the entries. */
  sendTimes: readonly number[] = [];
  /** Every message taken into the outbox, as the truth the send limit is checked against. */
  readonly taken: Taken[] = [];
  mode: StorageMode = 'ok';
  private tail: Promise<unknown> = Promise.resolve();
  constructor(private clock: SimClock) {}

  private op<T>(apply: () => T): Promise<T> {
    if (this.mode === 'throws') return Promise.reject(new Error('UnknownError: the storage failed'));
    if (this.mode === 'hangs') return never();
    const delay = this.mode === 'slow' ? SLOW_STORAGE_MS : 0;
    const done = this.tail.then(() => (delay ? new Promise((resolve) => this.clock.setTimeout(resolve, delay)) : undefined)).then(apply);
    this.tail = done.catch(() => undefined);
    return done;
  }
  private stored = () => [...this.entries.values()].filter(isOutboxEntry).map((entry) => structuredClone(entry));
  read = () => this.op(this.stored);
  /** One readwrite transaction: the change sees every entry and its writes apply whole, or not at all. */
  update = <T>(change: (entries: OutboxEntry[], sendTimes: readonly number[]) => Change<T>, late: () => boolean) =>
    this.op(() => {
      if (late()) throw new Error('AbortError: the caller gave up');
      const { put = [], remove = [], sendTimes, result } = change(this.stored(), [...this.sendTimes]);
      for (const entry of put) {
        // A new message (never attempted); an answer written back after the data was cleared is not one.
        if (!this.entries.has(entry.id) && entry.attempts === 0) this.taken.push({ wall: this.clock.now(), mono: this.clock.mono, steps: this.clock.steps });
        this.entries.set(entry.id, structuredClone(entry));
      }
      for (const id of remove) this.entries.delete(id);
      if (sendTimes) this.sendTimes = [...sendTimes];
      return result;
    });

  /** Cleared with the site's data: the entries and the send times alike, so the limit counts afresh (it lives in that data). */
  clear(): void {
    this.entries.clear();
    this.sendTimes = [];
    this.taken.length = 0;
  }

  /** Live (not dropped) entries, as the truth of what is stored. */
  live(): OutboxEntry[] {
    return [...this.entries.values()].filter(isOutboxEntry).filter((entry) => entry.dropped === undefined);
  }
}

interface Waiter {
  ctx: Ctx;
  start: () => void;
}

/** Web Locks: exclusive, shared by every context, freed when the holder's callback settles or it dies. */
class SimLocks {
  private held = new Map<string, Ctx>();
  private queues = new Map<string, Waiter[]>();
  constructor(
    private clock: SimClock,
    /** Whether a freed lock passes to the next waiter in a later task (across processes) or at once. */
    private grantLater: boolean,
  ) {}

  view(ctx: Ctx): LockManager {
    const request = (name: string, a: LockOptions | LockGrantedCallback<unknown>, b?: LockGrantedCallback<unknown>) =>
      typeof a === 'function' ? this.request(ctx, name, {}, a) : this.request(ctx, name, a, b!);
    return { request, query: async () => ({}) } as unknown as LockManager;
  }

  private queue(name: string): Waiter[] {
    let queue = this.queues.get(name);
    if (!queue) this.queues.set(name, (queue = []));
    return queue;
  }

  private request(ctx: Ctx, name: string, options: LockOptions, callback: LockGrantedCallback<unknown>): Promise<unknown> {
    if (!ctx.alive) return never();
    return new Promise((resolve, reject) => {
      const answer = (settle: () => void) => ctx.alive && settle();
      const start = () => {
        this.held.set(name, ctx);
        let result: Promise<unknown>;
        try {
          result = Promise.resolve(callback({ name, mode: 'exclusive' } as Lock));
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(
          (value) => {
            this.release(name, ctx);
            answer(() => resolve(value));
          },
          (error: unknown) => {
            this.release(name, ctx);
            answer(() => reject(error));
          },
        );
      };
      if (options.signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      const queue = this.queue(name);
      const free = !this.held.has(name) && queue.length === 0;
      if (options.ifAvailable && !free) {
        Promise.resolve(callback(null)).then(resolve, reject);
        return;
      }
      if (free) return start();
      const waiter: Waiter = { ctx, start };
      queue.push(waiter);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(waiter);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  private release(name: string, ctx: Ctx): void {
    if (this.held.get(name) !== ctx) return;
    this.held.delete(name);
    this.grantNext(name);
  }

  private grantNext(name: string): void {
    const go = () => {
      if (this.held.has(name)) return;
      const queue = this.queue(name);
      let waiter: Waiter | undefined;
      while ((waiter = queue.shift()) && !waiter.ctx.alive);
      waiter?.start();
    };
    if (this.grantLater) this.clock.setTimeout(go, 0);
    else queueMicrotask(go);
  }

  /** The context died: its locks are freed, its waits dropped. */
  kill(ctx: Ctx): void {
    for (const queue of this.queues.values()) {
      for (let at = queue.length - 1; at >= 0; at -= 1) if (queue[at]!.ctx === ctx) queue.splice(at, 1);
    }
    for (const [name, holder] of [...this.held]) if (holder === ctx) this.release(name, ctx);
  }
}

interface ProviderRequest {
  index: number;
  /** Sent without storage (the visitor's Send, storage unavailable). */
  direct: boolean;
  ctx: Ctx | undefined;
  open: boolean;
  accepted: boolean;
}

/** What the visitor was told, and what the provider accepted: the promise's two sides. */
class Oracle {
  toldSent = new Set<number>();
  toldSaved = new Set<number>();
  toldNotSent = new Set<number>();
  accepted = new Map<number, number>();
  /** Messages that may arrive twice by the promise's own exceptions (a sender cut off mid-request, storage refusing). */
  mayRepeat = new Set<number>();
  /** Messages whose stored copy was cleared with the site's data (the note turns into "could not save"). */
  lostWithStorage = new Set<number>();
  violations: string[] = [];
  /** Sends the visitor pressed for each message (a second press while the first is in flight joins it). */
  presses = new Map<number, number>();
  /** Messages the provider refused (never to be retried) and that the visitor has not sent again since. */
  refused = new Set<number>();

  told(index: number, what: string): void {
    if (what === 'sent') this.toldSent.add(index);
    else if (what === 'saved') this.toldSaved.add(index);
    else this.toldNotSent.add(index);
  }
}

/** A response as the SDK reads it: status, ok, and its text (`null`: the body is cut off on the way). */
function response(status: number, text: string | null = status === 200 ? 'OK' : '') {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: () => (text === null ? Promise.reject(new TypeError('network error')) : Promise.resolve(text)),
  };
}

/**
 * Loads the provider's SDK before any schedule: its first import takes real time, which the
 * simulated clock would run past. (Without a public key the SDK refuses the call before any
 * request, once loaded.)
 */
export async function loadProviderSdk(): Promise<void> {
  const answer = await requestDelivery({ name: 'n', email: 'e@example.com', subject: 's', message: 'm' }, { ...CONFIG, publicKey: '' });
  if (answer.outcome !== 'rejected' || answer.failure.kind !== 'not-made') throw new Error(`the SDK did not load: ${JSON.stringify(answer)}`);
}

/** Totals over every schedule run in this process: what the schedules exercised. */
export const simTotals = { messages: 0, requests: 0, accepted: 0, cutOff: 0, toldSaved: 0, toldNotSent: 0, toldLimited: 0 };

export class World {
  readonly clock = new SimClock();
  readonly idb = new SimIdb(this.clock);
  readonly locks: SimLocks;
  readonly oracle = new Oracle();
  online = true;
  /** Answers for the next requests, in order; then 200. */
  script: Answer[] = [];
  private requests: ProviderRequest[] = [];
  private sending: { ctx: Ctx; fingerprint: string; direct: boolean }[] = [];
  private channels = new Set<{ name: string; closed: boolean; onmessage: ((event: { data: unknown }) => void) | null }>();
  private messages: ContactMessage[] = [];
  private nextId = 0;
  readonly tabs = new Map<TabName, SimTab>();
  readonly worker = new SimWorkerHost(this);
  syncPending = false;
  private syncRunning = false;
  private noteGoneSince = new Map<string, number>();

  /** The timings every context reads: the production ones, with this schedule's send limit. */
  readonly timings: ContactTimings;

  constructor(grantLocksLater: boolean, sendLimit = TIMINGS.sendLimit) {
    this.locks = new SimLocks(this.clock, grantLocksLater);
    this.timings = { ...TIMINGS, sendLimit };
  }

  // ---- The contexts' view of the shared world ----

  outboxFor(ctx: Ctx): Outbox {
    const wait = TIMINGS.storageWaitMs;
    const store: OutboxStore = {
      read: () => bounded(() => within(ctx, this.idb.read), wait, 'read'),
      update: (change) => bounded((late) => within(ctx, () => this.idb.update(change, late)), wait, 'update'),
    };
    return {
      store,
      asFlusher: createFlusherLock(this.locks.view(ctx)),
      request: (message) =>
        within(ctx, () => {
          // The visitor's own object: sent without storage (a stored entry's message is a copy).
          const record = { ctx, fingerprint: fingerprintOf(message), direct: this.messages.includes(message) };
          this.sending.push(record);
          return requestDelivery(message, CONFIG).finally(() => this.sending.splice(this.sending.indexOf(record) >>> 0, 1));
        }),
      schedule: createSendSchedule(this.timings, () => 0.5),
      timings: this.timings,
      announce: (event: OutboxEvent) => {
        if (ctx.alive) this.broadcast(OUTBOX_EVENTS_CHANNEL, event);
      },
      now: this.clock.now,
      online: () => this.online,
      newId: () => `id-${++this.nextId}`,
    };
  }

  message(index: number): ContactMessage {
    return this.messages[index]!;
  }
  newMessage(): number {
    const index = this.messages.length;
    this.messages.push({ name: 'Sim Visitor', email: 'visitor@example.com', subject: `m${index}`, message: `Message number ${index}.` });
    return index;
  }
  indexOf(key: string): number {
    return this.messages.findIndex((message) => fingerprintOf(message) === key);
  }

  /** Whether a request for this message is open in a live context. */
  requestOpen(index: number): boolean {
    return this.requests.some((request) => request.open && request.index === index && request.ctx?.alive !== false);
  }

  // ---- Globals the real code reaches for ----

  install(): () => void {
    const saved = new Map<string, PropertyDescriptor | undefined>();
    const { channels, clock } = this;
    const broadcast = (name: string, data: unknown, from: object) => this.broadcast(name, data, from);
    const replace = (name: string, value: unknown) => {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    };
    class SimBroadcastChannel {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      closed = false;
      constructor(readonly name: string) {
        channels.add(this);
      }
      postMessage(data: unknown) {
        broadcast(this.name, data, this);
      }
      close() {
        this.closed = true;
        channels.delete(this);
      }
    }
    class SimPort {
      partner!: SimPort;
      closed = false;
      onmessage: ((event: { data: unknown }) => void) | null = null;
      postMessage(data: unknown) {
        const partner = this.partner;
        if (this.closed) return;
        const copy = structuredClone(data);
        clock.setTimeout(() => !partner.closed && partner.onmessage?.({ data: copy }), 0);
      }
      close() {
        this.closed = true;
      }
    }
    class SimMessageChannel {
      port1 = new SimPort();
      port2 = new SimPort();
      constructor() {
        this.port1.partner = this.port2;
        this.port2.partner = this.port1;
      }
    }
    // The network, as the SDK reaches it.
    replace('fetch', (_input: RequestInfo | URL, init?: RequestInit) => this.fetch(init!));
    replace('setTimeout', this.clock.setTimeout);
    replace('clearTimeout', this.clock.clearTimeout);
    replace('BroadcastChannel', SimBroadcastChannel);
    replace('MessageChannel', SimMessageChannel);
    replace('location', { pathname: '/' });
    replace('navigator', { serviceWorker: this.worker.container(), userAgent: 'sim' });
    return () => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
    };
  }

  broadcast(name: string, data: unknown, from?: object): void {
    const copy = structuredClone(data);
    for (const channel of this.channels) {
      if (channel === from || channel.name !== name || channel.closed) continue;
      this.clock.setTimeout(() => !channel.closed && channel.onmessage?.({ data: copy }), 0);
    }
  }

  /** A channel a simulated tab listens on (not through the global, so it knows its tab). */
  listen(onData: (data: unknown) => void): () => void {
    const channel = { name: OUTBOX_EVENTS_CHANNEL, closed: false, onmessage: (event: { data: unknown }) => onData(event.data) };
    this.channels.add(channel);
    return () => {
      channel.closed = true;
      this.channels.delete(channel);
    };
  }

  /** The provider, behind the network. */
  private fetch(init: RequestInit): Promise<ReturnType<typeof response>> {
    if (!this.online) return Promise.reject(new TypeError('Failed to fetch'));
    const body = JSON.parse(String(init.body)) as { template_params: ContactMessage };
    const key = fingerprintOf(body.template_params);
    const index = this.indexOf(key);
    const sender = this.sending.find((record) => record.fingerprint === key);
    if (sender) this.sending.splice(this.sending.indexOf(sender), 1);
    if (this.requestOpen(index)) this.oracle.violations.push(`a second request for m${index} while one is open (at ${this.clock.mono} ms)`);
    if (!sender?.direct) this.checkOrder(index);
    // (A request sent without storage is the visitor's own Send, not a retry.)
    if (this.oracle.refused.has(index) && !sender?.direct && !this.oracle.mayRepeat.has(index)) this.oracle.violations.push(`m${index} requested again after the provider refused it`);
    const answer = this.script.shift() ?? '200';
    const request: ProviderRequest = { index, direct: sender?.direct ?? false, ctx: sender?.ctx, open: true, accepted: ['200', 'slow 200', '200 cut off'].includes(answer) };
    this.requests.push(request);
    if (request.accepted) this.accept(index);
    if (answer === 'hang') return never();
    const later = <T>(ms: number, value: () => T) =>
      new Promise<T>((resolve) =>
        this.clock.setTimeout(() => {
          // The sender learns a refusal only if it is still there to hear it.
          // (A refusal of a Send made without storage says nothing of a copy the queue may hold.)
          if (request.open && !request.direct && ['302 to a page', '400', '403', '451'].includes(answer)) this.oracle.refused.add(index);
          // Accepted, and the sender cannot know: the promise's "answer lost" exception.
          if (answer === '200 cut off') this.oracle.mayRepeat.add(index);
          request.open = false;
          resolve(value());
        }, ms),
      );
    if (answer === 'refused' || answer === '302 to another origin') return later(10, () => undefined).then(() => Promise.reject(new TypeError('Failed to fetch')));
    if (answer === '302 to a page') return later(50, () => response(200, '<!doctype html><title>Log in</title>'));
    if (answer === '200 cut off') return later(50, () => response(200, null));
    const status = answer === '200' || answer === 'slow 200' ? 200 : Number(answer.slice(0, 3));
    return later(answer === 'slow 200' ? 20_000 : 50, () => response(status));
  }

  private accept(index: number): void {
    this.oracle.accepted.set(index, (this.oracle.accepted.get(index) ?? 0) + 1);
  }

  /** Messages leave in the order they were queued: a request for a stored message finds no older one still waiting. */
  private checkOrder(index: number): void {
    const live = this.idb.live().filter((entry) => !createSendSchedule(this.timings).isExpired(entry, this.clock.now()));
    const mine = live.find((entry) => entry.fingerprint === fingerprintOf(this.message(index)));
    const older = mine && live.find((entry) => entry.seq < mine.seq && !this.oracle.accepted.get(this.indexOf(entry.fingerprint)));
    if (older) this.oracle.violations.push(`m${index} (place ${mine.seq}) requested while ${older.message.subject} (place ${older.seq}) waits`);
  }

  /** A context dies: its locks are freed, and a request it had open is cut off before its answer. */
  kill(ctx: Ctx): void {
    if (!ctx.alive) return;
    ctx.alive = false;
    this.locks.kill(ctx);
    for (const request of this.requests) {
      if (request.open && request.ctx === ctx) {
        request.open = false;
        this.oracle.mayRepeat.add(request.index);
      }
    }
    this.sending = this.sending.filter((record) => record.ctx !== ctx);
  }

  // ---- What a schedule does ----

  setStorage(mode: StorageMode | 'cleared'): void {
    if (mode === 'cleared') {
      // Waiting messages and dropped records alike: the notice that would have offered a dropped
      // message's text back is site data too, and the visitor cleared it (seed 300115758).
      const stored = [...this.idb.entries.values()].filter(isOutboxEntry);
      for (const entry of stored) this.oracle.lostWithStorage.add(this.indexOf(entry.fingerprint));
      this.idb.clear();
      return;
    }
    // Storage that fails while a request is open may refuse to record its answer (the promise's exception).
    if (mode !== 'ok') for (const request of this.requests) if (request.open) this.oracle.mayRepeat.add(request.index);
    this.idb.mode = mode;
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) for (const tab of this.tabs.values()) tab.network.dispatchEvent(new Event('online'));
  }

  openTab(name: TabName): void {
    this.tabs.get(name)?.close();
    this.tabs.set(name, new SimTab(this, name));
  }

  closeTab(name: TabName): void {
    this.tabs.get(name)?.close();
    this.tabs.delete(name);
  }

  fireSync(): void {
    if (!this.syncPending || !this.online || this.syncRunning || !this.worker.installed) return;
    this.syncPending = false;
    this.syncRunning = true;
    this.worker.dispatch('sync', { tag: OUTBOX_SYNC_TAG }, (work) =>
      work.then(
        () => (this.syncRunning = false),
        () => {
          this.syncRunning = false;
          this.syncPending = true; // the browser tries again later
        },
      ),
    );
  }

  /** Runs the world for `ms`, then checks what must hold at every moment. */
  async run(ms: number): Promise<void> {
    await this.clock.run(ms);
    this.checkSavedNotes();
  }

  /** "Saved… will be sent automatically" is shown only while the outbox holds that message. */
  private checkSavedNotes(): void {
    const stored = new Set(this.idb.live().map((entry) => entry.fingerprint));
    for (const tab of this.tabs.values()) {
      for (const key of tab.savedNotes) {
        const id = `${tab.ctx.name}:${key}`;
        if (stored.has(key)) {
          this.noteGoneSince.delete(id);
          continue;
        }
        const since = this.noteGoneSince.get(id) ?? this.clock.mono;
        this.noteGoneSince.set(id, since);
        if (this.clock.mono - since > SAVED_NOTE_LAG_MS) {
          this.oracle.violations.push(`tab ${tab.ctx.name} shows "saved" for m${this.indexOf(key)}, gone from storage for ${this.clock.mono - since} ms`);
          tab.savedNotes.delete(key);
        }
      }
    }
  }

  /**
   * The end of a schedule: the network, storage and provider heal, every tab is closed and the
   * worker stopped, then the visitor comes back (a new tab; the worker wakes) and the world runs
   * until nothing is left to send. Then the promise is checked.
   */
  async finish(): Promise<string[]> {
    this.script = [];
    this.setOnline(true);
    this.idb.mode = 'ok';
    await this.run(60_000);
    for (const name of [...this.tabs.keys()]) this.closeTab(name);
    this.worker.stop();
    await this.run(0);
    this.openTab('A');
    // Hours: the backoff holds up to 5 min, and a queue of messages goes one by one.
    for (let minutes = 0; minutes < 6 * 60; minutes += 5) {
      this.fireSync();
      await this.run(5 * 60_000);
      if (this.idb.live().length === 0 && !this.requests.some((request) => request.open)) break;
    }
    await this.run(60_000);
    return this.verdict();
  }

  /**
   * No more than the limit taken in any window of the timeline, unless the wall clock was stepped
   * in between (the code reads the wall clock, and ignores times a step put in the future).
   */
  private limitBroken(): string[] {
    const { sendLimit, sendWindowMs } = this.timings;
    const { taken } = this.idb;
    for (let at = 0; at + sendLimit < taken.length; at += 1) {
      const first = taken[at]!;
      const over = taken[at + sendLimit]!;
      if (over.mono - first.mono < sendWindowMs && over.steps === first.steps) {
        return [`${sendLimit + 1} messages taken within ${over.mono - first.mono} ms (the limit: ${sendLimit} in ${sendWindowMs} ms)`];
      }
    }
    return [];
  }

  /** A 'limited' answer is true: the limit's count of messages was taken within the window (on the wall clock, as the code reads it). */
  checkLimited(index: number): void {
    const { sendLimit, sendWindowMs } = this.timings;
    const now = this.clock.now();
    const inWindow = this.idb.taken.filter(({ wall }) => wall > now - sendWindowMs - LIMIT_ANSWER_LAG_MS && wall - now <= sendWindowMs).length;
    if (inWindow < sendLimit) this.oracle.violations.push(`m${index}: told the device's limit is reached with ${inWindow} taken in the window (at ${this.clock.mono} ms)`);
  }

  private verdict(): string[] {
    const { oracle } = this;
    simTotals.messages += this.messages.length;
    simTotals.requests += this.requests.length;
    simTotals.accepted += [...oracle.accepted.values()].reduce((sum, count) => sum + count, 0);
    simTotals.cutOff += this.requests.filter((request) => request.ctx && !request.ctx.alive && !request.open).length;
    simTotals.toldSaved += oracle.toldSaved.size;
    simTotals.toldNotSent += oracle.toldNotSent.size;
    const problems = [...oracle.violations, ...this.limitBroken()];
    const left = this.idb.live();
    if (left.length > 0) problems.push(`still queued after hours of a healthy world: ${left.map((entry) => entry.message.subject).join(', ')}`);
    for (let index = 0; index < this.messages.length; index += 1) {
      const accepted = oracle.accepted.get(index) ?? 0;
      if (oracle.toldSent.has(index) && accepted === 0) problems.push(`m${index}: told sent, never accepted`);
      const promised = oracle.toldSaved.has(index) || oracle.toldSent.has(index);
      if (promised && accepted === 0 && !oracle.toldNotSent.has(index) && !oracle.lostWithStorage.has(index)) {
        problems.push(`m${index}: told saved, never accepted, and never told it was not sent`);
      }
      // The same text sent again while storage could not be read: the second Send cannot know the
      // first is waiting or has just left (decision 002: the promise's storage exception).
      const sentTwiceWithoutStorage = (oracle.presses.get(index) ?? 0) > 1 && this.requests.some((request) => request.index === index && request.direct);
      if (accepted > 1 && !oracle.mayRepeat.has(index) && !sentTwiceWithoutStorage) problems.push(`m${index}: accepted ${accepted} times`);
    }
    return problems;
  }
}

/** One open tab: its form's Send, its own retry triggers, its notices and its "saved" note. */
export class SimTab {
  readonly ctx: Ctx;
  readonly outbox: Outbox;
  readonly network = new EventTarget();
  readonly visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  /** Messages (by fingerprint) behind this tab's "saved" note. */
  readonly savedNotes = new Set<string>();
  /** The message the form shows (its last Send), if any. */
  shown: number | undefined;
  private page: PageOutbox;
  private stopListening: () => void;

  constructor(
    private world: World,
    name: TabName,
  ) {
    this.ctx = new Ctx(`${name}${world.clock.mono}`);
    const outbox = (this.outbox = world.outboxFor(this.ctx));
    // Notices: every outcome heard; a dropped one's record goes once told.
    const hear = (event: OutboxEvent) => {
      if (!this.ctx.alive || event.outcome === 'waiting') return;
      const index = world.indexOf(event.fingerprint);
      world.oracle.told(index, event.outcome === 'delivered' ? 'sent' : 'not sent');
      this.savedNotes.delete(event.fingerprint);
      if (event.outcome === 'delivered' && this.shown === index) this.shown = undefined; // the form clears itself
      if (event.outcome !== 'delivered') void forgetDropped(outbox, event.id);
    };
    this.stopListening = world.listen((data) => hear(data as OutboxEvent));
    void droppedMessages(outbox).then((events) => events.forEach(hear));
    // The page's own object, its retries started (notices are `hear`'s, above).
    this.page = createPageOutbox({ outbox, flush: (eager) => flushFromPage(eager, outbox), requestSync: () => requestOutboxSync(), now: world.clock.now, network: this.network as unknown as Window, visibility: this.visibility as unknown as Document });
    this.page.start();
  }

  /** useContactForm's check, every 2 s while a "saved" note shows: the note goes when the outbox no longer holds its message. */
  private checking = false;
  private checkNote(): void {
    if (this.checking || this.savedNotes.size === 0) return;
    this.checking = true;
    this.world.clock.setTimeout(() => {
      this.checking = false;
      if (!this.ctx.alive) return;
      for (const key of this.savedNotes) void isQueued(this.outbox, key).then((waiting) => !waiting && this.savedNotes.delete(key));
      this.checkNote();
    }, 2_000);
  }

  /** Sends of this tab still waiting for their answer. */
  private inFlight = new Set<number>();

  send(index: number): void {
    const key = fingerprintOf(this.world.message(index));
    const { oracle } = this.world;
    oracle.refused.delete(index);
    if (!this.inFlight.has(index)) oracle.presses.set(index, (oracle.presses.get(index) ?? 0) + 1);
    this.inFlight.add(index);
    this.shown = index;
    this.savedNotes.clear(); // a Send clears the note
    void this.page.send(this.world.message(index)).then(({ outcome }) => {
      this.inFlight.delete(index);
      if (!this.ctx.alive) return;
      if (outcome === 'limited') {
        simTotals.toldLimited += 1;
        this.world.checkLimited(index);
      }
      this.world.oracle.told(index, outcome === 'delivered' ? 'sent' : outcome === 'waiting' ? 'saved' : 'not sent');
      if (outcome === 'waiting') this.savedNotes.add(key);
      this.checkNote();
      if (outcome === 'delivered' && this.shown === index) this.shown = undefined;
    });
  }

  shownAgain(): void {
    this.visibility.dispatchEvent(new Event('visibilitychange'));
  }

  close(): void {
    this.page.stop();
    this.stopListening();
    this.world.kill(this.ctx);
  }
}

/** The service worker: installed or not, running or stopped, and its updates. */
class SimWorkerHost {
  installed = false;
  private running: { ctx: Ctx; listeners: Map<string, ((event: unknown) => void)[]>; events: number; retired: boolean } | null = null;
  private started = 0;
  constructor(private world: World) {}

  container() {
    const installed = () => this.installed;
    const registration = () => ({
      active: this.installed ? { postMessage: (data: unknown, ports: unknown[]) => this.world.clock.setTimeout(() => this.dispatch('message', { data, ports }), 0) } : null,
      sync: { register: async (tag: string) => void (tag === OUTBOX_SYNC_TAG && (this.world.syncPending = true)) },
    });
    return {
      getRegistration: async () => (this.installed ? registration() : undefined),
      // `ready` resolves once a worker is active; before that it waits (requestOutboxSync bounds the wait).
      get ready() {
        return installed() ? Promise.resolve(registration()) : never();
      },
    };
  }

  private start() {
    const ctx = new Ctx(`worker${++this.started}`);
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    const scope: ContactWorkerScope = {
      addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener as (event: unknown) => void]),
    };
    const outbox = this.world.outboxFor(ctx);
    installContactWorker(scope, outbox);
    return (this.running = { ctx, listeners, events: 0, retired: false });
  }

  /** An event for the worker: the browser starts it if it is stopped. */
  dispatch(type: 'message' | 'sync', init: object, onWork?: (work: Promise<unknown>) => void): void {
    if (!this.installed) return;
    const instance = this.running?.ctx.alive ? this.running : this.start();
    const event = {
      ...init,
      waitUntil: (work: Promise<unknown>) => {
        instance.events += 1;
        const limit = this.world.clock.setTimeout(() => this.world.kill(instance.ctx), WORKER_EVENT_LIMIT_MS);
        const done = work.finally(() => {
          this.world.clock.clearTimeout(limit);
          instance.events -= 1;
          if (instance.retired && instance.events === 0) this.world.kill(instance.ctx);
        });
        done.catch(() => {});
        onWork?.(done);
      },
    };
    for (const listener of instance.listeners.get(type) ?? []) listener(event);
  }

  install(): void {
    this.installed = true;
  }

  /** The browser stops the worker (idle, or mid-request). */
  stop(): void {
    if (this.running) this.world.kill(this.running.ctx);
    this.running = null;
  }

  /** The visitor accepted an update: the new version takes new events; the old one finishes its own, then goes. */
  update(): void {
    if (!this.installed) return;
    const old = this.running;
    this.running = null;
    if (!old) return;
    old.retired = true;
    if (old.events === 0) this.world.kill(old.ctx);
  }
}
