import { describe, expect, it } from 'vitest';
import { CONTACT_VARIABLES_LIMIT_BYTES } from '@/config/constants';
import { wordsIn } from '@/config/dictionary/words';
import type { ContactMessage } from '@/content/types';
import { contactFormRules as rulesIn, roomLeft, showsCounter, variablesBytes } from './ContactFormFrame';

const contactFormRules = rulesIn(wordsIn('en').contact);

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A note.',
  ...overrides,
});

describe('contactFormRules', () => {
  it('counts a field of spaces, tabs or line breaks as empty, with a reason', () => {
    const blank = message({ name: '  \t', subject: ' ', message: '\n \n' });
    expect(contactFormRules.name(blank.name)).toBe('Please enter your name.');
    expect(contactFormRules.subject(blank.subject)).toBe('Please enter a subject.');
    expect(contactFormRules.message(blank.message, blank)).toBe('Please write a message.');
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
    expect(contactFormRules.message(over.message, over)).toBe('Too long by 3 characters: the email service takes no more.');
  });

  it('shows the counter only near the cap', () => {
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES - 100)).toBe(false);
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES * 0.2)).toBe(true);
    expect(showsCounter(-5)).toBe(true);
  });
});
