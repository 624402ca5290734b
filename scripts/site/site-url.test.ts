import { describe, expect, it } from 'vitest';
import { normalizeSiteUrl, siteBasePath, siteHref } from './site-url.ts';

describe('normalizeSiteUrl', () => {
  it('falls back to where npm start serves the build when unset or blank: port 4173', () => {
    expect(normalizeSiteUrl(undefined, {})).toBe('http://127.0.0.1:4173');
    expect(normalizeSiteUrl('  ', { PORT: '' })).toBe('http://127.0.0.1:4173');
  });

  it('names the port npm start will serve a local build on (PORT)', () => {
    expect(normalizeSiteUrl(undefined, { PORT: '5851' })).toBe('http://127.0.0.1:5851');
  });

  it('leaves a published address alone, whatever PORT says', () => {
    expect(normalizeSiteUrl('https://user.github.io/portfolio/', { PORT: '5851' })).toBe('https://user.github.io/portfolio');
  });

  it('drops trailing slashes, query and hash, and lower-cases the host', () => {
    expect(normalizeSiteUrl('https://Example.org/')).toBe('https://example.org');
    expect(normalizeSiteUrl('https://example.org/portfolio///?ref=x#top')).toBe('https://example.org/portfolio');
  });

  it('refuses relative and non-http URLs', () => {
    expect(() => normalizeSiteUrl('example.org')).toThrow(/VITE_SITE_URL/);
    expect(() => normalizeSiteUrl('ftp://example.org')).toThrow(/VITE_SITE_URL/);
  });
});

describe('siteHref', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(siteHref('https://example.org/portfolio')).toBe('https://example.org/portfolio/');
    expect(siteHref('https://example.org', 'og-image.png')).toBe('https://example.org/og-image.png');
    expect(siteHref('https://example.org', '/og-image.png')).toBe('https://example.org/og-image.png');
  });
});

describe('siteBasePath', () => {
  it('is the URL path with one trailing slash, `/` at the root', () => {
    expect(siteBasePath(normalizeSiteUrl('https://example.org'))).toBe('/');
    expect(siteBasePath(normalizeSiteUrl('https://user.github.io/portfolio/'))).toBe('/portfolio/');
    expect(siteBasePath(normalizeSiteUrl('https://example.org/a/b'))).toBe('/a/b/');
  });
});
