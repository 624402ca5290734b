/**
 * The <head> tags for search engines and link previews: canonical URL, the other languages'
 * pages, author, Open Graph, Twitter card, JSON-LD and the JSON Resume alternate. Pure: one
 * language's content, the site URL and the page's language in, Vite tag descriptors out.
 */
import type { HtmlTagDescriptor } from 'vite';
import type { Profile, SiteLanguage } from '../../../src/content/types.ts';
import { shareCardAlt } from '../owner-art/owner-identity.ts';
import { buildPageSchema, serializeJsonLd, type SeoContent } from './person-schema.ts';
import { shareCardUrl } from '../owner-art/share-card.ts';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import { languageFile } from '../../../src/lib/languages/language-files.ts';
import { RESUME_JSON_FILE } from '../../../src/config/resume-files.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import { FIRST_LANGUAGE, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { alternateLinks, localeTags, pageUrlOf } from './page-languages.ts';
import { siteBasePath } from '../../site/site-url.ts';

/** The share card every client build draws from the content (scripts/vite/owner-art/share-card.ts). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;
/** The document title (index.html's `%PAGE_TITLE%`), also the share title, in the page's language. */
export const pageTitle = (profile: Profile, language: LanguageCode = FIRST_LANGUAGE): string => wordsIn(language).page.title(profile.name);


const meta = (key: 'name' | 'property', id: string, content: string | number): HtmlTagDescriptor => ({
  tag: 'meta',
  attrs: { [key]: id, content: String(content) },
  injectTo: 'head',
});

/** Which page the tags are for: its language, and the languages the site has pages in. */
export interface PageLanguages {
  language: LanguageCode;
  languages: readonly SiteLanguage[];
}

/** What a link to a page shows in another app: Open Graph's and Twitter's cards alike. */
export interface LinkPreview {
  type: 'profile' | 'article';
  siteName: string;
  title: string;
  description: string;
  /** The page's canonical address, and its card's. */
  url: string;
  image: string;
  imageAlt: string;
}

/** A page's link-preview tags, with its Open Graph locales. */
export const linkPreviewTags = (preview: LinkPreview, { language, languages }: PageLanguages): HtmlTagDescriptor[] => [
  meta('property', 'og:type', preview.type),
  meta('property', 'og:site_name', preview.siteName),
  meta('property', 'og:title', preview.title),
  meta('property', 'og:description', preview.description),
  meta('property', 'og:url', preview.url),
  ...localeTags(language, languages),
  meta('property', 'og:image', preview.image),
  meta('property', 'og:image:type', OG_IMAGE.type),
  meta('property', 'og:image:width', OG_IMAGE.width),
  meta('property', 'og:image:height', OG_IMAGE.height),
  meta('property', 'og:image:alt', preview.imageAlt),
  meta('name', 'twitter:card', 'summary_large_image'),
  meta('name', 'twitter:title', preview.title),
  meta('name', 'twitter:description', preview.description),
  meta('name', 'twitter:image', preview.image),
  meta('name', 'twitter:image:alt', preview.imageAlt),
];

/** `content` is the page's language's (contentIn). */
export function buildHeadTags(content: SeoContent, siteUrl: string, { language, languages }: PageLanguages = { language: FIRST_LANGUAGE, languages: SITE_LANGUAGES }): HtmlTagDescriptor[] {
  const { profile } = content;
  const pageUrl = pageUrlOf(siteUrl, language);
  const title = pageTitle(profile, language);
  const [firstName = profile.name, ...lastNames] = profile.name.split(/\s+/);
  const preview = { type: 'profile', siteName: title, title, description: profile.summary, url: pageUrl, image: shareCardUrl(siteUrl, language), imageAlt: shareCardAlt(profile, language) } as const;
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: pageUrl }, injectTo: 'head' },
    ...alternateLinks(siteUrl, languages),
    // The same resume for machines (scripts/resume/json-resume.ts), where the site lives: a path
    // under Vite's base like the PDF's link, so it resolves on whichever host serves this page.
    { tag: 'link', attrs: { rel: 'alternate', type: 'application/json', href: `${siteBasePath(siteUrl)}${languageFile(language, RESUME_JSON_FILE)}` }, injectTo: 'head' },
    meta('name', 'author', profile.name),
    ...linkPreviewTags(preview, { language, languages }),
    meta('property', 'profile:first_name', firstName),
    ...(lastNames.length > 0 ? [meta('property', 'profile:last_name', lastNames.join(' '))] : []),
    jsonLdTag(buildPageSchema(language, siteUrl, content)),
  ];
}

/** Structured data for search engines, as an inline script of JSON: for machines only, at the end of <body>, after the first screen (../first-screen.ts). */
export const jsonLdTag = (data: unknown): HtmlTagDescriptor => ({ tag: 'script', attrs: { type: 'application/ld+json' }, children: serializeJsonLd(data), injectTo: 'body' });
