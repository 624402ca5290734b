/**
 * The contact form's states (spec section 4): idle → sending → success | error.
 * Success hides itself after the banner time; an error stays until the next submit.
 */
export type ContactPhase = 'idle' | 'sending' | 'success' | 'error';

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'successExpired' }
  /** The message behind an error banner was queued and has now been delivered. */
  | { type: 'queuedMessageDelivered' };

export function nextContactPhase(phase: ContactPhase, event: ContactEvent): ContactPhase {
  switch (event.type) {
    case 'submit':
      return phase === 'sending' ? phase : 'sending';
    case 'sent':
      return phase === 'sending' ? 'success' : phase;
    case 'failed':
      return phase === 'sending' ? 'error' : phase;
    case 'successExpired':
      return phase === 'success' ? 'idle' : phase;
    case 'queuedMessageDelivered':
      return phase === 'error' ? 'idle' : phase;
  }
}
