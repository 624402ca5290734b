/**
 * robots.txt and sitemap.xml, emitted by the build so they name the configured site URL.
 * Crawlers read robots.txt only at a host's root: on a sub-path deployment it is inert.
 */
import { X_DEFAULT, type PageAlternate } from './page-languages.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** YYYY-MM-DD in UTC, the form `<lastmod>` takes. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const robotsTxt = (siteUrl: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/** A page beyond the one page (a case study): its address in the first language, and its alternates (none in a one-language site). */
export interface FurtherPage {
  href: string;
  alternates: readonly PageAlternate[];
}

/**
 * Every page, dated by the build: the site root alone for a site in one language; else each
 * language's page (its canonical) with every page's `xhtml:link` alternate, as the head lists them
 * (after `<lastmod>`: the sitemap schema takes other namespaces' elements last). Then each
 * further page the same way: in each language with its alternates, or at its one address.
 */
export function sitemapXml(siteUrl: string, buildDate: Date, alternates: readonly PageAlternate[] = [], further: readonly FurtherPage[] = []): string {
  const entries = (href: string, pageAlternates: readonly PageAlternate[]) => {
    const pages = pageAlternates.length > 0 ? pageAlternates.filter(({ hreflang }) => hreflang !== X_DEFAULT).map((page) => page.href) : [href];
    const links = pageAlternates.map((page) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(page.hreflang)}" href="${escapeXml(page.href)}"/>`);
    return pages.flatMap((page) => ['  <url>', `    <loc>${escapeXml(page)}</loc>`, `    <lastmod>${isoDate(buildDate)}</lastmod>`, ...links, '  </url>']);
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...entries(`${siteUrl}/`, alternates),
    ...further.flatMap((page) => entries(page.href, page.alternates)),
    '</urlset>',
    '',
  ].join('\n');
}
