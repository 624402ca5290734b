import { describe, expect, it } from 'vitest';
import { LOCAL_MAILBOX, NO_PROVIDER, PROVIDER_ORIGIN, resolveContactMode, resolveEmailConfig } from './email-provider.ts';

const ids = {
  VITE_EMAILJS_SERVICE_ID: 'service_abc',
  VITE_EMAILJS_TEMPLATE_ID: 'template_def',
  VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
};

describe('resolveEmailConfig', () => {
  it("uses the provider's own origin when all ids are set", () => {
    expect(resolveEmailConfig(ids)).toEqual({
      serviceId: 'service_abc',
      templateId: 'template_def',
      publicKey: 'pk_123',
      origin: PROVIDER_ORIGIN,
      usesLocalMailbox: false,
    });
  });

  it('honours a configured origin without a trailing slash', () => {
    expect(resolveEmailConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:9000/' }).origin).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('falls back to the local mailbox when any id is missing or blank', () => {
    expect(resolveEmailConfig({})).toEqual(LOCAL_MAILBOX);
    expect(resolveEmailConfig({ ...ids, VITE_EMAILJS_PUBLIC_KEY: '  ' })).toEqual(LOCAL_MAILBOX);
  });
});

describe('resolveEmailConfig for a mail-app form', () => {
  it('names no provider and no local mailbox, with or without ids, however VITE_CONTACT is written', () => {
    for (const VITE_CONTACT of ['mailto', 'Mailto', ' MAILTO ']) {
      expect(resolveEmailConfig({ VITE_CONTACT })).toEqual(NO_PROVIDER);
      expect(resolveEmailConfig({ ...ids, VITE_CONTACT }).origin).toBe('');
    }
    expect(JSON.stringify(NO_PROVIDER)).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('resolveContactMode', () => {
  it('is mailto only when VITE_CONTACT says so, and sends otherwise', () => {
    expect(resolveContactMode('mailto')).toBe('mailto');
    expect(resolveContactMode(' MAILTO ')).toBe('mailto');
    expect(resolveContactMode(undefined)).toBe('send');
    expect(resolveContactMode('')).toBe('send');
    expect(resolveContactMode('emailjs')).toBe('send');
  });
});
