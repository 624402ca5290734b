/** What one language's resume is made from: the owner's content and the product's words, both in that language. */
import { wordsIn, type Words } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { caseStudyPathOf } from '../../src/lib/case-studies/case-study.ts';
import { contentIn, type SiteContent } from '../../src/lib/languages/site-content.ts';
import { caseStudiesIn } from '../case-studies/case-study-pages.ts';
import { buildSiteAddress } from '../site/site-address.ts';
import { siteHref } from '../site/site-url.ts';

export interface ResumeSource {
  language: LanguageCode;
  content: SiteContent;
  words: Words;
  /** Each project's case study's full address in this language, by the project's id (none without one). */
  caseStudies: ReadonlyMap<number, string>;
}

/** Each project's case study's full address in `language`, on the site the build publishes. */
export function caseStudyUrlsIn(language: LanguageCode, root = process.cwd()): Map<number, string> {
  const studies = caseStudiesIn(language);
  const siteUrl = studies.length > 0 ? buildSiteAddress(root).url : '';
  return new Map(studies.map(({ project, slug }) => [project, siteHref(siteUrl, `/${caseStudyPathOf(language, slug)}`)]));
}

export const resumeSourceIn = (language: LanguageCode): ResumeSource => ({ language, content: contentIn(language), words: wordsIn(language), caseStudies: caseStudyUrlsIn(language) });
