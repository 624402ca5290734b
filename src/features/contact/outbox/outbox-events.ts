/**
 * What flushers tell open pages, over one BroadcastChannel: the service worker (or another tab)
 * delivered or dropped a queued message, so every open page can show a notification. A page
 * hears its own announcements too (each call opens its own channel object), so pages can rely on
 * these events alone and never notify twice.
 */
import type { OutboxEntry } from './outbox-types';

export const OUTBOX_CHANNEL_NAME = 'portfolio-outbox';

interface AboutEntry {
  id: string;
  subject: string;
  /** The message's dedupe key: a form still showing this message can compare and clear itself. */
  fingerprint: string;
}

export type OutboxEvent =
  /** The provider accepted a message that had been queued. */
  | ({ type: 'delivered' } & AboutEntry)
  /** A queued message was dropped: retrying could not fix its failure, or it expired. */
  | ({ type: 'dropped'; reason: 'rejected' | 'expired' } & AboutEntry);

function about(entry: OutboxEntry): AboutEntry {
  return { id: entry.id, subject: entry.message.subject, fingerprint: entry.fingerprint };
}

export function deliveredEvent(entry: OutboxEntry): OutboxEvent {
  return { type: 'delivered', ...about(entry) };
}

export function droppedEvent(entry: OutboxEntry, reason: 'rejected' | 'expired'): OutboxEvent {
  return { type: 'dropped', reason, ...about(entry) };
}

function isOutboxEvent(data: unknown): data is OutboxEvent {
  if (typeof data !== 'object' || data === null) return false;
  const event = data as Record<string, unknown>;
  return (event.type === 'delivered' || event.type === 'dropped') && typeof event.id === 'string';
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
