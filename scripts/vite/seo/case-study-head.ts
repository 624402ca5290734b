/**
 * A case study's <head>: its own title and summary, canonical address and `hreflang` pair, a link
 * preview of its own card (../owner-art/case-study-card.ts) and JSON-LD naming the owner as its
 * author. Pure: the page's language, its case study and the site's address in, tags out.
 */
import type { HtmlTagDescriptor } from 'vite';
import { wordsIn } from '../../../src/config/dictionary/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { SiteLanguage } from '../../../src/content/types.ts';
import { caseStudyPathOf, type CaseStudyLink } from '../../../src/lib/case-studies/case-study.ts';
import { contentIn, languageTag, pagePathOf, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { caseStudyCardPath } from '../owner-art/case-study-card.ts';
import { OG_IMAGE } from './head-tags.ts';
import { alternateLinks, localeTags } from './page-languages.ts';
import { serializeJsonLd } from './person-schema.ts';
import { siteHref } from './site-url.ts';

const meta = (key: 'name' | 'property', id: string, content: string | number): HtmlTagDescriptor => ({ tag: 'meta', attrs: { [key]: id, content: String(content) }, injectTo: 'head' });

/** The case study's document title (index.html's `%PAGE_TITLE%`) and summary (`%PAGE_DESCRIPTION%`). */
export function caseStudyTitles(language: LanguageCode, { project: id }: CaseStudyLink): { title: string; description: string } {
  const { profile, projects } = contentIn(language);
  const project = projects.find((candidate) => candidate.id === id)!;
  return { title: wordsIn(language).caseStudy.title(project.title, profile.name), description: project.description };
}

export function caseStudyHeadTags(language: LanguageCode, study: CaseStudyLink, siteUrl: string, languages: readonly SiteLanguage[] = SITE_LANGUAGES): HtmlTagDescriptor[] {
  const { profile, projects } = contentIn(language);
  const project = projects.find(({ id }) => id === study.project)!;
  const { title, description } = caseStudyTitles(language, study);
  const url = siteHref(siteUrl, `/${caseStudyPathOf(language, study.slug)}`);
  const image = siteHref(siteUrl, caseStudyCardPath(language, study.slug));
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: project.title,
    description,
    url,
    image,
    inLanguage: languageTag(language),
    keywords: project.technologies.join(', '),
    author: { '@type': 'Person', name: profile.name, url: siteHref(siteUrl, `/${pagePathOf(language)}`) },
  };
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url }, injectTo: 'head' },
    ...alternateLinks(siteUrl, languages, (other) => caseStudyPathOf(other, study.slug)),
    meta('name', 'author', profile.name),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', wordsIn(language).page.title(profile.name)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...localeTags(language, languages),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', project.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', project.imageAlt),
    { tag: 'script', attrs: { type: 'application/ld+json' }, children: serializeJsonLd(article), injectTo: 'head' },
  ];
}
