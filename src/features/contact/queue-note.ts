/**
 * The one short line under the standard error banner that says what became of the message
 * on this device. The banner itself stays exactly as the spec writes it.
 */
import type { SubmitResult } from '@/features/contact/outbox/submit-message';

export type QueueNote = 'saved' | 'outbox-full' | 'not-saved';

export const QUEUE_NOTE_TEXT: Record<QueueNote, string> = {
  saved: 'Your message is saved on this device and will be sent automatically once the site can reach the email service.',
  'outbox-full': 'Too many unsent messages are already waiting on this device, so this one was not saved. Please try again later.',
  'not-saved': 'This device could not save the message for later, but everything you typed is still in the form.',
};

export function queueNoteFor(result: SubmitResult): QueueNote | null {
  switch (result.status) {
    case 'queued':
    case 'already-queued':
      return 'saved';
    case 'full':
      return 'outbox-full';
    case 'unavailable':
      return 'not-saved';
    case 'sent':
    case 'rejected':
      return null;
  }
}
