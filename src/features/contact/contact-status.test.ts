import { describe, expect, it } from 'vitest';
import { nextContactPhase } from './contact-status';

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

  it('ignores a second submit while sending and stray results outside sending', () => {
    expect(nextContactPhase('sending', { type: 'submit' })).toBe('sending');
    expect(nextContactPhase('idle', { type: 'sent' })).toBe('idle');
    expect(nextContactPhase('success', { type: 'failed' })).toBe('success');
  });

  it('lets a new message be sent right after a success', () => {
    expect(nextContactPhase('success', { type: 'submit' })).toBe('sending');
  });

  it('drops the error banner once the queued message behind it is delivered', () => {
    expect(nextContactPhase('error', { type: 'queuedMessageDelivered' })).toBe('idle');
    expect(nextContactPhase('sending', { type: 'queuedMessageDelivered' })).toBe('sending');
  });
});
