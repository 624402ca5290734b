/**
 * An outbox store kept in memory, for unit tests. Entries are cloned in and out, as IndexedDB
 * would, so a caller can never change a stored entry by accident; an update applies whole.
 */
import type { OutboxEntry, OutboxStore } from '../../../src/features/contact/outbox/outbox-store.ts';

export interface MemoryOutboxStore extends OutboxStore {
  /** The stored entries right now, for assertions. */
  snapshot(): OutboxEntry[];
}

export function createMemoryOutboxStore(initial: readonly OutboxEntry[] = []): MemoryOutboxStore {
  const entries = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]));
  const snapshot = () => [...entries.values()].map((entry) => structuredClone(entry));
  let sendTimes: readonly number[] = [];
  return {
    snapshot,
    // Each call yields once, like a real IndexedDB round trip, so interleavings show up in tests.
    async read() {
      await Promise.resolve();
      return snapshot();
    },
    async update(change) {
      await Promise.resolve();
      const { put = [], remove = [], sendTimes: times, result } = change(snapshot(), [...sendTimes]);
      for (const entry of put) entries.set(entry.id, structuredClone(entry));
      for (const id of remove) entries.delete(id);
      if (times) sendTimes = [...times];
      return result;
    },
  };
}
