import { describe, expect, it } from 'vitest';
import { visitCounterFor } from './visit-counter.ts';

describe('visitCounterFor', () => {
  const endpoint = 'https://avery.goatcounter.com/count';

  const at = (url: string, preview = false) => ({ url, preview });

  it('counts at the endpoint for a site at a public address', () => {
    expect(visitCounterFor(endpoint, at('https://avery.example.org'))).toBe(endpoint);
    expect(visitCounterFor(endpoint, at('https://user.github.io/portfolio'))).toBe(endpoint);
  });

  it("never counts a host's deploy preview, at its own public address", () => {
    expect(visitCounterFor(endpoint, at('https://deploy-preview-7--avery-quinn.netlify.app', true))).toBeNull();
  });

  it('never counts for a site on this machine: npm start, the tests, a build without VITE_SITE_URL', () => {
    for (const siteUrl of ['http://127.0.0.1:4173', 'http://localhost:4173', 'http://127.0.0.1:4176/portfolio', 'http://[::1]:4173', 'http://portfolio.localhost']) {
      expect(visitCounterFor(endpoint, at(siteUrl)), siteUrl).toBeNull();
    }
  });

  it('counts nothing when the owner set no endpoint', () => {
    expect(visitCounterFor(undefined, at('https://avery.example.org'))).toBeNull();
  });
});
