/**
 * What tells search engines and link previews that a page has others in other languages: each
 * page's own address, its `hreflang` alternates (every language's page, itself included, plus
 * `x-default`, the first language's, the same on every page) and its Open Graph locales. All
 * absolute, from the site's address. A site in one language has no alternates.
 */
import type { HtmlTagDescriptor } from 'vite';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { SiteLanguage } from '../../../src/content/types.ts';
import { FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { siteHref } from '../../site/site-url.ts';

/** The `hreflang` of the page for visitors whose language no page is in. */
export const X_DEFAULT = 'x-default';

/** The absolute address of `language`'s page, its canonical: the site's, plus `fr/` for French. */
export const pageUrlOf = (siteUrl: string, language: LanguageCode): string => siteHref(siteUrl, `/${pagePathOf(language)}`);

/** Open Graph's form of a language tag: `fr-CA` → `fr_CA`; a tag without a region stays its language. */
export function ogLocaleOf(tag: string): string {
  const [language = tag, ...subtags] = tag.split('-');
  const region = subtags.find((subtag) => /^(?:[A-Za-z]{2}|\d{3})$/.test(subtag));
  return region ? `${language.toLowerCase()}_${region.toUpperCase()}` : language.toLowerCase();
}

/** One page's alternate: which language it is in (or x-default) and where it is. */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/**
 * Every page's alternates, the same list on each page; none when the site has one language.
 * `pathIn`: the page's path in a language, the one page's unless told (a case study's own).
 */
export function pageAlternates(siteUrl: string, languages: readonly SiteLanguage[] = SITE_LANGUAGES, pathIn = pagePathOf): PageAlternate[] {
  if (languages.length < 2) return [];
  const urlIn = (language: LanguageCode) => siteHref(siteUrl, `/${pathIn(language)}`);
  return [...languages.map(({ code, tag }) => ({ hreflang: tag, href: urlIn(code) })), { hreflang: X_DEFAULT, href: urlIn(FIRST_LANGUAGE) }];
}

const meta = (property: string, content: string): HtmlTagDescriptor => ({ tag: 'meta', attrs: { property, content }, injectTo: 'head' });

/** The `<link rel="alternate" hreflang>` of every page, for `<head>`. */
export const alternateLinks = (siteUrl: string, languages: readonly SiteLanguage[] = SITE_LANGUAGES, pathIn = pagePathOf): HtmlTagDescriptor[] =>
  pageAlternates(siteUrl, languages, pathIn).map(({ hreflang, href }) => ({ tag: 'link', attrs: { rel: 'alternate', hreflang, href }, injectTo: 'head' }));

/** `og:locale` of `language`'s page, then `og:locale:alternate` for each other language. */
export function localeTags(language: LanguageCode, languages: readonly SiteLanguage[] = SITE_LANGUAGES): HtmlTagDescriptor[] {
  const own = languages.find(({ code }) => code === language);
  if (!own) throw new Error(`The site has no ${language} page: src/content/languages.ts lists ${languages.map(({ code }) => code).join(', ')}.`);
  return [meta('og:locale', ogLocaleOf(own.tag)), ...languages.filter(({ code }) => code !== language).map(({ tag }) => meta('og:locale:alternate', ogLocaleOf(tag)))];
}
