import { describe, expect, it } from 'vitest';
import { CONTACT_TEXTS, CONTACT_VARIABLES_LIMIT_BYTES } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { contactFormRules, nextContactPhase, noteFor, roomLeft, showsCounter, variablesBytes } from './contact-form-state';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A note.',
  ...overrides,
});

describe('nextContactPhase', () => {
  it('goes idle → sending → success → idle', () => {
    const sending = nextContactPhase('idle', { type: 'submit' });
    expect(sending).toBe('sending');
    const success = nextContactPhase(sending, { type: 'sent' });
    expect(success).toBe('success');
    expect(nextContactPhase(success, { type: 'successExpired' })).toBe('idle');
  });

  it('goes sending → error, and the error stays until the next submit', () => {
    const error = nextContactPhase('sending', { type: 'failed' });
    expect(error).toBe('error');
    expect(nextContactPhase(error, { type: 'successExpired' })).toBe('error');
    expect(nextContactPhase(error, { type: 'submit' })).toBe('sending');
  });

  it('ignores stray results outside sending', () => {
    expect(nextContactPhase('idle', { type: 'sent' })).toBe('idle');
    expect(nextContactPhase('success', { type: 'failed' })).toBe('success');
  });

  it('drops the error banner once the message behind it is delivered after all', () => {
    expect(nextContactPhase('error', { type: 'deliveredLater' })).toBe('idle');
    expect(nextContactPhase('sending', { type: 'deliveredLater' })).toBe('sending');
  });
});

describe('noteFor', () => {
  it('says what became of a message that was not delivered, and nothing otherwise', () => {
    expect(noteFor({ status: 'saved', fingerprint: "k" })).toBe('saved');
    expect(noteFor({ status: 'full', fingerprint: "k" })).toBe('outbox-full');
    expect(noteFor({ status: 'unsaved', fingerprint: "k" })).toBe('not-saved');
    expect(noteFor({ status: 'sent', fingerprint: "k" })).toBeNull();
    expect(noteFor({ status: 'rejected', fingerprint: "k" })).toBeNull();
  });
});

describe('contactFormRules', () => {
  it('counts a field of spaces, tabs or line breaks as empty, with a reason', () => {
    const blank = message({ name: '  \t', subject: ' ', message: '\n \n' });
    expect(contactFormRules.name(blank.name)).toBe(CONTACT_TEXTS.required.name);
    expect(contactFormRules.subject(blank.subject)).toBe(CONTACT_TEXTS.required.subject);
    expect(contactFormRules.message(blank.message, blank)).toBe(CONTACT_TEXTS.required.message);
    const typed = message();
    expect([contactFormRules.name(typed.name), contactFormRules.subject(typed.subject), contactFormRules.message(typed.message, typed)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('measures the variables as the provider does: JSON in UTF-8 bytes', () => {
    expect(variablesBytes(message({ name: '', email: '', subject: '', message: '' }))).toBe(JSON.stringify({ name: '', email: '', subject: '', message: '' }).length);
    expect(variablesBytes(message({ message: '🚀' })) - variablesBytes(message({ message: '' }))).toBe(4);
    expect(variablesBytes(message({ message: '"' })) - variablesBytes(message({ message: '' }))).toBe(2);
  });

  it('refuses a message over the cap, saying by how much, and accepts one at it', () => {
    const atCap = message({ message: '' });
    atCap.message = 'x'.repeat(roomLeft(atCap));
    expect(roomLeft(atCap)).toBe(0);
    expect(contactFormRules.message(atCap.message, atCap)).toBeNull();
    const over = { ...atCap, message: `${atCap.message}xyz` };
    expect(contactFormRules.message(over.message, over)).toBe(CONTACT_TEXTS.tooLong(3));
  });

  it('shows the counter only near the cap', () => {
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES - 100)).toBe(false);
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES * 0.2)).toBe(true);
    expect(showsCounter(-5)).toBe(true);
  });
});
