/**
 * The page's metadata, all from the content module so it never drifts from the page: fills
 * index.html's `%OWNER_…%` tokens (title, meta description), adds the canonical, Open Graph,
 * Twitter and JSON-LD tags, and emits robots.txt and sitemap.xml. Absolute URLs start from
 * VITE_SITE_URL (see .env.example), else the local address on PORT; the builders live in ./seo and are unit-tested there.
 * The share card the Open Graph tags name (og-image.png) is drawn here too, from the content
 * (./owner-art/share-card.ts): a new owner's link preview is theirs from the first build.
 */
import type { Plugin } from 'vite';
import { education } from '../../src/content/education.ts';
import { profile } from '../../src/content/profile.ts';
import { skillGroups } from '../../src/content/skills.ts';
import { drawShareCard } from './owner-art/share-card.ts';
import { robotsTxt, sitemapXml } from './seo/crawler-files.ts';
import { buildHeadTags, OG_IMAGE } from './seo/head-tags.ts';
import { localSiteUrl, normalizeSiteUrl } from './seo/site-url.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface HtmlMetadataOptions {
  /** The sitemap's `<lastmod>`; defaults to when the build runs. */
  buildDate?: Date;
}

export function htmlMetadata({ buildDate = new Date() }: HtmlMetadataOptions = {}): Plugin {
  const tokens: Record<string, string> = {
    OWNER_NAME: profile.name,
    OWNER_SUMMARY: profile.summary,
  };
  let siteUrl = localSiteUrl();
  // The SSR build (`vite build --ssr`) only makes the prerender bundle: no crawler files there.
  let clientBuild = false;

  return {
    name: 'portfolio:html-metadata',
    configResolved(config) {
      siteUrl = normalizeSiteUrl(config.env.VITE_SITE_URL as string | undefined);
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => ({
        html: html.replace(/%(OWNER_[A-Z_]+)%/g, (match, token: string) => escapeHtml(tokens[token] ?? match)),
        tags: buildHeadTags({ profile, education, skillGroups }, siteUrl),
      }),
    },
    async generateBundle() {
      if (!clientBuild) return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, buildDate) });
      this.emitFile({ type: 'asset', fileName: OG_IMAGE.path.slice(1), source: await drawShareCard(profile) });
    },
  };
}
