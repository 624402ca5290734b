import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  BACKOFF_MAX_MS,
  dueEntries,
  fingerprint,
  isDue,
  isExpired,
  isOutboxEntry,
  MAX_MESSAGE_AGE_MS,
  nextDueAt,
  UNCERTAIN_SEND_HOLD_MS,
} from './outbox-policy';
import { aMessage, anEntry, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('fingerprint', () => {
  it('is the same for the same message typed with different spacing, line endings or email case', () => {
    const typed = aMessage({ name: 'Ada  Lovelace', email: 'ada@example.com', subject: 'Hello there', message: 'Hi\nthere' });
    const retyped = aMessage({
      name: ' Ada Lovelace ',
      email: '  ADA@Example.COM ',
      subject: 'Hello  there ',
      message: '\nHi\r\nthere  ',
    });
    expect(fingerprint(retyped)).toBe(fingerprint(typed));
  });

  it('tells different messages apart, field by field', () => {
    const base = aMessage();
    const variants = [
      aMessage({ name: 'Ada King' }),
      aMessage({ email: 'king@example.com' }),
      aMessage({ subject: 'Hello again' }),
      aMessage({ message: 'Another note.' }),
      // Field boundaries cannot be shifted to forge a match.
      aMessage({ name: 'Ada Lovelace","ada@example.com', email: '' }),
    ];
    for (const variant of variants) expect(fingerprint(variant)).not.toBe(fingerprint(base));
  });

  it('is a plain string that survives a structured clone', () => {
    const key = fingerprint(aMessage());
    expect(structuredClone(key)).toBe(key);
  });
});

describe('backoffDelayMs', () => {
  it('doubles from 5 s and stops at 5 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(backoffDelayMs(1_000)).toBe(BACKOFF_MAX_MS);
  });

  it('is zero before any attempt', () => {
    expect(backoffDelayMs(0)).toBe(0);
  });
});

describe('isExpired', () => {
  it('expires an entry once it is MAX_MESSAGE_AGE_MS old', () => {
    const entry = anEntry('a', { queuedAt: T0 });
    expect(isExpired(entry, T0 + MAX_MESSAGE_AGE_MS - 1)).toBe(false);
    expect(isExpired(entry, T0 + MAX_MESSAGE_AGE_MS)).toBe(true);
  });
});

describe('dueEntries', () => {
  it('orders oldest first, then by id', () => {
    const entries = [
      anEntry('c', { queuedAt: T0 + 2 }),
      anEntry('b', { queuedAt: T0 }),
      anEntry('a', { queuedAt: T0 + 2 }),
      anEntry('d', { queuedAt: T0 + 1 }),
    ];
    expect(ids(dueEntries(entries, T0 + 10))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves out entries in backoff, unless told to ignore backoff', () => {
    const entries = [anEntry('ready'), anEntry('waiting', { nextAttemptAt: T0 + 10_000 })];
    expect(ids(dueEntries(entries, T0))).toEqual(['ready']);
    expect(ids(dueEntries(entries, T0, true))).toEqual(['ready', 'waiting']);
    expect(ids(dueEntries(entries, T0 + 10_000))).toEqual(['ready', 'waiting']);
  });

  it('never includes an entry whose earlier request may still land, even when ignoring backoff', () => {
    const held = anEntry('held', { notBefore: T0 + UNCERTAIN_SEND_HOLD_MS });
    expect(dueEntries([held], T0, true)).toEqual([]);
    expect(ids(dueEntries([held], T0 + UNCERTAIN_SEND_HOLD_MS))).toEqual(['held']);
  });

  it('leaves out expired entries', () => {
    const entries = [anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS }), anEntry('new')];
    expect(ids(dueEntries(entries, T0, true))).toEqual(['new']);
  });

  it('ignores waits further ahead than any rule sets (the clock was moved back)', () => {
    const entry = anEntry('skewed', { nextAttemptAt: T0 + 24 * 3600_000, notBefore: T0 + 24 * 3600_000 });
    expect(isDue(entry, T0)).toBe(true);
  });
});

describe('nextDueAt', () => {
  it('is null when nothing waits', () => {
    expect(nextDueAt([], T0)).toBeNull();
    expect(nextDueAt([anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS })], T0)).toBeNull();
  });

  it('is the earliest time an entry leaves both its backoff and its hold', () => {
    const entries = [
      anEntry('a', { nextAttemptAt: T0 + 20_000 }),
      anEntry('b', { nextAttemptAt: T0 + 5_000, notBefore: T0 + 15_000 }),
    ];
    expect(nextDueAt(entries, T0)).toBe(T0 + 15_000);
    expect(nextDueAt([...entries, anEntry('c')], T0)).toBe(T0);
  });
});

describe('isOutboxEntry', () => {
  it('accepts what the outbox writes and rejects anything else', () => {
    expect(isOutboxEntry(anEntry('a'))).toBe(true);
    expect(isOutboxEntry(anEntry('a', { notBefore: T0 }))).toBe(true);
    expect(isOutboxEntry(null)).toBe(false);
    expect(isOutboxEntry('entry')).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), attempts: '1' })).toBe(false);
    expect(isOutboxEntry({ ...anEntry('a'), message: { name: 'Ada' } })).toBe(false);
  });
});
