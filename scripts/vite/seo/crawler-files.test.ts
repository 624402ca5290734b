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

describe('sitemapXml for a site in two languages', () => {
  const alternates = [
    { hreflang: 'en-CA', href: 'https://example.org/' },
    { hreflang: 'fr-CA', href: 'https://example.org/fr/' },
    { hreflang: 'x-default', href: 'https://example.org/' },
  ];
  const xml = sitemapXml('https://example.org', new Date('2026-03-09T23:30:00Z'), alternates);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url!);

  it('lists each page once at its canonical, in the xhtml namespace', () => {
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1])).toEqual(['https://example.org/', 'https://example.org/fr/']);
  });

  it('gives every page every alternate, x-default included, after its date', () => {
    for (const url of urls) {
      const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href }));
      expect(links).toEqual(alternates);
      expect(url.indexOf('<lastmod>')).toBeLessThan(url.indexOf('<xhtml:link'));
    }
  });

  it('is the one-page sitemap, unchanged, for a site in one language', () => {
    expect(sitemapXml('https://example.org', new Date('2026-03-09T23:30:00Z'), [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>\n    <loc>https://example.org/</loc>\n    <lastmod>2026-03-09</lastmod>\n  </url>\n</urlset>\n',
    );
  });
});

describe('sitemapXml with case studies', () => {
  const date = new Date('2026-03-09T23:30:00Z');
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

  it('lists a case study at its address after the one page, in a site in one language', () => {
    const xml = sitemapXml('https://example.org', date, [], [{ href: 'https://example.org/projects/solar/', alternates: [] }]);
    expect(locs(xml)).toEqual(['https://example.org/', 'https://example.org/projects/solar/']);
  });

  it('lists a case study in each language with its own alternates, in a site in two', () => {
    const home = [
      { hreflang: 'en-CA', href: 'https://example.org/' },
      { hreflang: 'fr-CA', href: 'https://example.org/fr/' },
      { hreflang: 'x-default', href: 'https://example.org/' },
    ];
    const study = [
      { hreflang: 'en-CA', href: 'https://example.org/projects/solar/' },
      { hreflang: 'fr-CA', href: 'https://example.org/fr/projects/solar/' },
      { hreflang: 'x-default', href: 'https://example.org/projects/solar/' },
    ];
    const xml = sitemapXml('https://example.org', date, home, [{ href: study[0]!.href, alternates: study }]);
    expect(locs(xml)).toEqual(['https://example.org/', 'https://example.org/fr/', 'https://example.org/projects/solar/', 'https://example.org/fr/projects/solar/']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://example.org/fr/projects/solar/"/>');
  });
});

describe('isoDate', () => {
  it('formats as YYYY-MM-DD in UTC', () => {
    expect(isoDate(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02');
  });
});
