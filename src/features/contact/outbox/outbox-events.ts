/**
 * What happened to a message, told over one BroadcastChannel to every open page and the service
 * worker: whoever made the attempt (this page, another tab, the worker) announces its outcome,
 * so a page can show a notice, clear a form that still shows a delivered message, and a Send
 * that found its message already in flight elsewhere can wait for that attempt's answer. A page
 * hears its own announcements too (each call opens its own channel object).
 */
import type { OutboxEntry } from './outbox-rules';

export const OUTBOX_CHANNEL_NAME = 'portfolio-outbox';

interface AboutMessage {
  /** The outbox entry's id ('' for a message sent without storage). */
  id: string;
  subject: string;
  /** The message's dedupe key: a form still showing this message can compare and clear itself. */
  fingerprint: string;
}

export type OutboxEvent =
  /** The provider accepted the message. */
  | ({ type: 'delivered' } & AboutMessage)
  /** The message was dropped: retrying could not fix its failure, or it waited too long. */
  | ({ type: 'dropped'; reason: 'rejected' | 'expired' } & AboutMessage)
  /** An attempt failed for a reason that can pass; the message waits for its next one. */
  | ({ type: 'retrying' } & AboutMessage);

export function eventAbout(entry: Pick<OutboxEntry, 'id' | 'fingerprint' | 'message'>): AboutMessage {
  return { id: entry.id, subject: entry.message.subject, fingerprint: entry.fingerprint };
}

function isOutboxEvent(data: unknown): data is OutboxEvent {
  if (typeof data !== 'object' || data === null) return false;
  const event = data as Record<string, unknown>;
  return ['delivered', 'dropped', 'retrying'].includes(event.type as string) && typeof event.fingerprint === 'string';
}

/** Tells every open page and worker of the origin. Does nothing where BroadcastChannel is missing. */
export function announceOutboxEvent(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
  channel.postMessage(event);
  channel.close(); // a message already posted is still delivered
}

/** Calls `onEvent` for each announcement; returns the unsubscribe function. */
export function listenForOutboxEvents(onEvent: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (isOutboxEvent(message.data)) onEvent(message.data);
  };
  return () => channel.close();
}

/** The outcomes announced for one message (by fingerprint), from now on: the latest, and the next. */
export function watchOutcomes(fingerprint: string) {
  let latest: OutboxEvent | undefined;
  let resolveNext: (event: OutboxEvent) => void = () => {};
  let next = new Promise<OutboxEvent>((resolve) => (resolveNext = resolve));
  const stop = listenForOutboxEvents((event) => {
    if (event.fingerprint !== fingerprint) return;
    latest = event;
    resolveNext(event);
    next = new Promise((resolve) => (resolveNext = resolve));
  });
  return { latest: () => latest, next: () => next, stop };
}
