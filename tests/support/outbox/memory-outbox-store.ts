/**
 * An outbox store kept in memory, for unit tests. Entries are cloned in
 * and out, as IndexedDB would, so a caller can never change a stored entry by accident.
 */
import type { OutboxEntry } from '@/features/contact/outbox/outbox-rules';
import type { OutboxStore } from '@/features/contact/outbox/outbox-store';

export interface MemoryOutboxStore extends OutboxStore {
  /** The stored entries right now, for assertions. */
  snapshot(): OutboxEntry[];
}

export function createMemoryOutboxStore(initial: readonly OutboxEntry[] = []): MemoryOutboxStore {
  const entries = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]));
  const snapshot = () => [...entries.values()].map((entry) => structuredClone(entry));
  return {
    snapshot,
    // Each call yields once, like a real IndexedDB round trip, so interleavings show up in tests.
    async list() {
      await Promise.resolve();
      return snapshot();
    },
    async put(entry) {
      await Promise.resolve();
      entries.set(entry.id, structuredClone(entry));
    },
    async remove(id) {
      await Promise.resolve();
      entries.delete(id);
    },
  };
}
