/**
 * The outbox's shapes, shared by the page and the service worker. Kept apart from the
 * IndexedDB code so policy, flushing and tests never pull in storage they do not use.
 */
import type { ContactMessage } from '@/content/types';
import type { SendOutcome } from '@/features/contact/email/send-contact-message';

/** One message waiting to be delivered. Stored as-is (structured clone) in IndexedDB. */
export interface OutboxEntry {
  /** Random id (crypto.randomUUID); the IndexedDB key. */
  id: string;
  /** Dedupe key of the normalised message (see `fingerprint`). */
  fingerprint: string;
  message: ContactMessage;
  /** When it was queued (ms since epoch); decides FIFO order and expiry. */
  queuedAt: number;
  /** Send attempts made so far, including the one that led to queueing. */
  attempts: number;
  /** Earliest time the capped backoff allows the next attempt; an eager flush may go sooner. */
  nextAttemptAt: number;
  /**
   * No attempt of any kind before this time: an earlier request's outcome is still unknown
   * (in flight, timed out, or cut off by a reload) and it may yet land.
   */
  notBefore?: number;
}

/** Where entries live. IndexedDB in the app; memory in tests. */
export interface OutboxStore {
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** One delivery attempt through the provider (`sendContactMessage` bound to its config). */
export type SendContact = (message: ContactMessage) => Promise<SendOutcome>;
