import { describe, expect, it } from 'vitest';
import { CONTACT_VARIABLES_LIMIT_BYTES } from '@/config/constants.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import { contactFormRules as rulesIn, roomLeft, showsCounter, variablesBytes } from './ContactFormFrame.tsx';

const contactFormRules = rulesIn(wordsIn('en').contact);

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A note.',
  ...overrides,
});

describe("the message box's count, by each language's plural rule", () => {
  it('in English: 1 character; 0, 2 and more characters', () => {
    const { charactersLeft, tooLong } = wordsIn('en').contact;
    expect([0, 1, 2, 1234].map(charactersLeft)).toEqual(['0 characters left', '1 character left', '2 characters left', '1,234 characters left']);
    expect([1, 2].map(tooLong)).toEqual(['Too long by 1 character: the email service takes no more.', 'Too long by 2 characters: the email service takes no more.']);
  });

  it('in French, which counts 0 and 1 as singular', () => {
    const { charactersLeft, tooLong } = wordsIn('fr').contact;
    expect([0, 1, 2, 1234].map(charactersLeft)).toEqual(['0 caractère restant', '1 caractère restant', '2 caractères restants', '1\u00a0234 caractères restants']);
    expect([1, 2].map(tooLong)).toEqual([
      "1 caractère de trop\u00a0: le service de courriel n'en accepte pas plus.",
      "2 caractères de trop\u00a0: le service de courriel n'en accepte pas plus.",
    ]);
  });
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
    const overByOne = { ...atCap, message: `${atCap.message}x` };
    expect(contactFormRules.message(overByOne.message, overByOne)).toBe('Too long by 1 character: the email service takes no more.');
  });

  it('shows the counter only near the cap', () => {
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES - 100)).toBe(false);
    expect(showsCounter(CONTACT_VARIABLES_LIMIT_BYTES * 0.2)).toBe(true);
    expect(showsCounter(-5)).toBe(true);
  });
});
