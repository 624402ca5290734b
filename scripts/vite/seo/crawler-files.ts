/**
 * robots.txt and sitemap.xml, emitted by the build so they name the configured site URL.
 * Crawlers read robots.txt only at a host's root: on a sub-path deployment it is inert.
 */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** YYYY-MM-DD in UTC, the form `<lastmod>` takes. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** One page, so one URL: the site root, last modified when it was built. */
export function sitemapXml(siteUrl: string, buildDate: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '  <url>',
    `    <loc>${escapeXml(`${siteUrl}/`)}</loc>`,
    `    <lastmod>${isoDate(buildDate)}</lastmod>`,
    '  </url>',
    '</urlset>',
    '',
  ].join('\n');
}
