/**
 * The contact form's rules without React: its states (spec section 4: idle → sending → success
 * | error), the note that goes with an error, and the checks the browser cannot make itself.
 */
import { CONTACT_TEXTS, CONTACT_VARIABLES_LIMIT_BYTES, MESSAGE_COUNTER_FROM_SHARE } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import type { SubmitResult } from './page-side';

export type ContactPhase = 'idle' | 'sending' | 'success' | 'error';

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'successExpired' }
  /** The message behind an error banner has now been delivered after all. */
  | { type: 'deliveredLater' };

export function nextContactPhase(phase: ContactPhase, event: ContactEvent): ContactPhase {
  switch (event.type) {
    case 'submit':
      return 'sending';
    case 'sent':
      return phase === 'sending' ? 'success' : phase;
    case 'failed':
      return phase === 'sending' ? 'error' : phase;
    case 'successExpired':
      return phase === 'success' ? 'idle' : phase;
    case 'deliveredLater':
      return phase === 'error' ? 'idle' : phase;
  }
}

/** What became of a message that was not delivered, said calmly beside the error banner. */
export type SavedNote = keyof typeof CONTACT_TEXTS.notes;

const NOTES: Partial<Record<SubmitResult['status'], SavedNote>> = { saved: 'saved', full: 'outbox-full', unsaved: 'not-saved' };

export function noteFor(result: SubmitResult): SavedNote | null {
  return NOTES[result.status] ?? null;
}

const encoder = new TextEncoder();

/** Bytes of the template variables as they travel (the provider's measure). */
export function variablesBytes(message: ContactMessage): number {
  const { name, email, subject, message: body } = message;
  return encoder.encode(JSON.stringify({ name, email, subject, message: body })).length;
}

/** Room left under the provider's cap (negative when over it). */
export function roomLeft(message: ContactMessage): number {
  return CONTACT_VARIABLES_LIMIT_BYTES - variablesBytes(message);
}

/** Whether the message box shows its counter: near the cap or over it. */
export function showsCounter(room: number): boolean {
  return room <= CONTACT_VARIABLES_LIMIT_BYTES - CONTACT_VARIABLES_LIMIT_BYTES * MESSAGE_COUNTER_FROM_SHARE;
}

const filled = (text: string) => text.trim().length > 0;

/**
 * Mantine form validation: a field holding only spaces counts as empty (the browser's
 * `required` accepts it), and a message over the provider's cap cannot be sent. The email
 * field keeps the browser's own check.
 */
export const contactFormRules = {
  name: (value: string) => (filled(value) ? null : CONTACT_TEXTS.required.name),
  subject: (value: string) => (filled(value) ? null : CONTACT_TEXTS.required.subject),
  message: (value: string, values: ContactMessage) => {
    if (!filled(value)) return CONTACT_TEXTS.required.message;
    const room = roomLeft(values);
    return room < 0 ? CONTACT_TEXTS.tooLong(-room) : null;
  },
};
