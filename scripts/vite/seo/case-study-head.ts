/**
 * A case study's <head>: its own title and summary, canonical address and `hreflang` pair, a link
 * preview of its own card (../owner-art/case-study-card.ts) and JSON-LD naming the owner as its
 * author. Pure: the page's language, its case study and the site's address in, tags out.
 */
import type { HtmlTagDescriptor } from 'vite';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { SiteLanguage } from '../../../src/content/types.ts';
import { caseStudyPathOf, type CaseStudyLink } from '../../../src/lib/case-studies/case-study.ts';
import { contentIn, languageTag, pagePathOf, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { caseStudyCardPath } from '../owner-art/case-study-card.ts';
import { jsonLdTag, linkPreviewTags } from './head-tags.ts';
import { alternateLinks } from './page-languages.ts';
import { siteHref } from '../../site/site-url.ts';

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
  const siteName = wordsIn(language).page.title(profile.name);
  const author = { '@type': 'Person', name: profile.name, url: siteHref(siteUrl, `/${pagePathOf(language)}`) };
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url }, injectTo: 'head' },
    ...alternateLinks(siteUrl, languages, (other) => caseStudyPathOf(other, study.slug)),
    { tag: 'meta', attrs: { name: 'author', content: profile.name }, injectTo: 'head' },
    ...linkPreviewTags({ type: 'article', siteName, title, description, url, image, imageAlt: project.imageAlt }, { language, languages }),
    jsonLdTag({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: project.title,
      description,
      url,
      image,
      inLanguage: languageTag(language),
      keywords: project.technologies.join(', '),
      author,
    }),
  ];
}
