/**
 * Each page's metadata, all from the content in the page's language (./site-pages.ts) so it
 * never drifts from the page: fills index.html's `%PAGE_…%` tokens (`<html lang>`, title,
 * meta description), adds the canonical, the other languages' pages, Open Graph, Twitter and
 * JSON-LD tags, and emits robots.txt and sitemap.xml (every page, with its alternates). Absolute
 * URLs start from the address the build publishes (../site/site-address.ts): a deploy preview's
 * pages carry `noindex` (Google's advice: not a robots.txt block, which would hide it); the builders
 * live in ./seo and are unit-tested there.
 * The share card the Open Graph tags name (og-image.png) is drawn here too, from the content
 * (./owner-art/share-card.ts): a new owner's link preview is theirs from the first build.
 */
import type { Plugin } from 'vite';
import { profile } from '../../src/content/profile.ts';
import { contentIn, FIRST_LANGUAGE, languageTag, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { directionOf } from '../../src/config/language-codes.ts';
import { caseStudyPathOf } from '../../src/lib/case-studies/case-study.ts';
import { caseStudiesIn, siteCaseStudies } from '../case-studies/case-study-pages.ts';
import { sitePageOf } from './site-pages.ts';
import { escapeXml } from './owner-art/owner-identity.ts';
import { drawShareCard } from './owner-art/share-card.ts';
import { caseStudyHeadTags, caseStudyTitles } from './seo/case-study-head.ts';
import { robotsTxt, sitemapXml } from './seo/crawler-files.ts';
import { buildHeadTags, OG_IMAGE, pageTitle } from './seo/head-tags.ts';
import { pageAlternates } from './seo/page-languages.ts';
import type { SiteAddress } from '../site/site-address.ts';
import { siteHref } from '../site/site-url.ts';

/**
 * `site`: the address this build publishes (../site/site-address.ts); a preview's pages ask not to
 * be indexed. `buildDate`: the sitemap's `<lastmod>`, when the build runs unless told.
 */
export function htmlMetadata({ url: siteUrl, preview }: SiteAddress, { buildDate = new Date() }: { buildDate?: Date } = {}): Plugin {
  let base = '/';

  return {
    name: 'portfolio:html-metadata',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { path, originalUrl }) => {
        // The dev server answers every page with index.html: the address asked for names the language.
        const { language, caseStudy: slug } = originalUrl ? sitePageOf(originalUrl, base) : sitePageOf(path);
        const { education, skillGroups, profile } = contentIn(language);
        const study = slug && { project: siteCaseStudies().find((found) => found.language === language && found.slug === slug)!.project, slug };
        const { title, description } = study ? caseStudyTitles(language, study) : { title: pageTitle(profile, language), description: profile.summary };
        const tokens: Record<string, string> = { PAGE_LANGUAGE: languageTag(language), PAGE_TITLE: title, PAGE_DESCRIPTION: description };
        return {
          // A page read right to left says so on its root (a left-to-right one needs no dir: it is the default).
          html: html
            .replace(/%(PAGE_[A-Z_]+)%/g, (match, token: string) => escapeXml(tokens[token] ?? match))
            .replace('<html ', directionOf(language) === 'rtl' ? '<html dir="rtl" ' : '<html '),
          tags: [
            ...(study
              ? caseStudyHeadTags(language, study, siteUrl)
              : buildHeadTags({ profile, education, skillGroups }, siteUrl, { language, languages: SITE_LANGUAGES })),
            ...(preview ? [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, injectTo: 'head' as const }] : []),
          ],
        };
      },
    },
    async generateBundle() {
      // The SSR build (`vite build --ssr`) only makes the prerender bundle: no crawler files there.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      // Each case study once, at its first language's address, with its alternates.
      const caseStudies = caseStudiesIn(FIRST_LANGUAGE).map(({ slug }) => ({
        href: siteHref(siteUrl, `/${caseStudyPathOf(FIRST_LANGUAGE, slug)}`),
        alternates: pageAlternates(siteUrl, SITE_LANGUAGES, (language) => caseStudyPathOf(language, slug)),
      }));
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, buildDate, pageAlternates(siteUrl), caseStudies) });
      this.emitFile({ type: 'asset', fileName: OG_IMAGE.path.slice(1), source: await drawShareCard(profile) });
    },
  };
}
