import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked } from './privacy-signals.ts';

describe('asksNotToBeTracked', () => {
  it('is true with Global Privacy Control or Do Not Track', () => {
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '1' })).toBe(true);
  });
  it('is false when neither is set, or set off', () => {
    expect(asksNotToBeTracked({})).toBe(false);
    expect(asksNotToBeTracked({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: 'unspecified' })).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: null })).toBe(false);
  });
});
