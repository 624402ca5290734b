import { describe, expect, it } from 'vitest';
import { isoDate, robotsTxt, sitemapXml } from './crawler-files.ts';

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap on the site URL', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://example.org/a&b', new Date('2026-03-09T23:30:00Z'));

  it('lists the site root once, dated by the build', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('<lastmod>2026-03-09</lastmod>');
  });

  it('escapes the URL for XML', () => {
    expect(xml).toContain('<loc>https://example.org/a&amp;b/</loc>');
  });
});

describe('isoDate', () => {
  it('formats as YYYY-MM-DD in UTC', () => {
    expect(isoDate(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02');
  });
});
