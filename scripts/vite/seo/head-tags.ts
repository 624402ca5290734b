/**
 * The <head> tags for search engines and link previews: canonical URL, author, Open Graph,
 * Twitter card, JSON-LD and the JSON Resume alternate. Pure: content and site URL in, Vite tag descriptors out.
 */
import type { HtmlTagDescriptor } from 'vite';
import type { Profile } from '../../../src/content/types';
import { shareCardAlt } from '../owner-art/owner-identity.ts';
import { buildPersonSchema, serializeJsonLd, type SeoContent } from './person-schema.ts';
import { RESUME_JSON_FILE } from '../../../src/config/resume-files.ts';
import { siteBasePath, siteHref } from './site-url.ts';

/** The share card every client build draws from the content (scripts/vite/owner-art/share-card.ts). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;
/** The page is written in Canadian English (`<html lang="en">`). */
export const OG_LOCALE = 'en_CA';

/** The document title, also the share title (index.html spells the same `%OWNER_NAME% Portfolio`). */
export const pageTitle = (profile: Profile): string => `${profile.name} Portfolio`;

/** Describes what the share card shows. */
export const ogImageAlt = shareCardAlt;

const meta = (key: 'name' | 'property', id: string, content: string | number): HtmlTagDescriptor => ({
  tag: 'meta',
  attrs: { [key]: id, content: String(content) },
  injectTo: 'head',
});

export function buildHeadTags(content: SeoContent, siteUrl: string): HtmlTagDescriptor[] {
  const { profile } = content;
  const pageUrl = siteHref(siteUrl);
  const imageUrl = siteHref(siteUrl, OG_IMAGE.path);
  const title = pageTitle(profile);
  const imageAlt = ogImageAlt(profile);
  const [firstName = profile.name, ...lastNames] = profile.name.split(/\s+/);
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: pageUrl }, injectTo: 'head' },
    // The same resume for machines (scripts/resume/json-resume.ts), where the site lives: a path
    // under Vite's base like the PDF's link, so it resolves on whichever host serves this page.
    { tag: 'link', attrs: { rel: 'alternate', type: 'application/json', href: `${siteBasePath(siteUrl)}${RESUME_JSON_FILE}` }, injectTo: 'head' },
    meta('name', 'author', profile.name),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', title),
    meta('property', 'og:title', title),
    meta('property', 'og:description', profile.summary),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:locale', OG_LOCALE),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'profile:first_name', firstName),
    ...(lastNames.length > 0 ? [meta('property', 'profile:last_name', lastNames.join(' '))] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', profile.summary),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', imageAlt),
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      children: serializeJsonLd(buildPersonSchema(content, siteUrl, OG_IMAGE.path)),
      injectTo: 'head',
    },
  ];
}
