/**
 * Where accepted messages land: one JSON object per line in a plain file, so a person can
 * `tail -f` it and a test can read it back without a database. Appends are chained so
 * concurrent sends never interleave half-lines.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactMessage } from '../../src/config/email-provider.ts';

/** `.mailbox/messages.jsonl` at the repository root; the folder is git-ignored. */
export const DEFAULT_STORE_FILE = fileURLToPath(new URL('../../.mailbox/messages.jsonl', import.meta.url));

/** One accepted message, as stored and as kept in memory. */
export interface ContactMessageRecord extends ContactMessage {
  /** ISO time the mailbox accepted it. */
  receivedAt: string;
  serviceId: string;
  templateId: string;
}

export function createMessageStore(file: string): { append(record: ContactMessageRecord): Promise<void> } {
  // A failed mkdir surfaces as the first append's own error, not as an unhandled rejection.
  let queue: Promise<unknown> = mkdir(dirname(file), { recursive: true }).catch(() => undefined);
  return {
    append(record) {
      const write = queue.then(() => appendFile(file, `${JSON.stringify(record)}\n`, 'utf8'));
      // Keep the chain alive after a failed write; the caller still sees this one's error.
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
