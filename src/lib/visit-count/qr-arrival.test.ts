import { describe, expect, it } from 'vitest';
import { withoutQrMarker } from './qr-arrival.ts';

describe('withoutQrMarker', () => {
  it('drops ?via=qr and keeps the rest of the address', () => {
    expect(withoutQrMarker('https://avery.example/?via=qr')).toBe('https://avery.example/');
    expect(withoutQrMarker('https://avery.example/fr/?lang=x&via=qr#projects')).toBe('https://avery.example/fr/?lang=x#projects');
  });
  it('is null for an address with no marker', () => {
    expect(withoutQrMarker('https://avery.example/')).toBeNull();
    expect(withoutQrMarker('https://avery.example/?via=email')).toBeNull();
  });
});
