import { describe, expect, it } from 'vitest';
import { queueNoteFor } from './queue-note';
import type { OutboxEntry } from '@/features/contact/outbox/outbox-types';

const entry = {} as OutboxEntry;
const failure = { kind: 'network' } as const;

describe('queueNoteFor', () => {
  it('says a queued message is saved, also when it was already waiting', () => {
    expect(queueNoteFor({ status: 'queued', entry, failure })).toBe('saved');
    expect(queueNoteFor({ status: 'already-queued', entry })).toBe('saved');
  });

  it('says when the cap or the storage refused it', () => {
    expect(queueNoteFor({ status: 'full', failure })).toBe('outbox-full');
    expect(queueNoteFor({ status: 'unavailable', failure, error: new Error('quota') })).toBe('not-saved');
  });

  it('adds nothing for a success or a failure retrying cannot fix', () => {
    expect(queueNoteFor({ status: 'sent' })).toBeNull();
    expect(queueNoteFor({ status: 'rejected', failure: { kind: 'http', status: 403, text: 'Forbidden' } })).toBeNull();
  });
});
