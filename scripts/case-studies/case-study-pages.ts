/**
 * The owner's case studies as the build's pages need them: read and checked once a build
 * (scripts/case-studies), each language's in the order of its projects, each page with its
 * neighbours. The prerender, the pages' metadata and the site's page list ask here.
 */
import type { LanguageCode } from '../../src/config/language-codes.ts';
import type { CaseStudyLink, CaseStudyView } from '../../src/lib/case-studies/case-study.ts';
import { contentIn } from '../../src/lib/languages/site-content.ts';
import { readCaseStudies, type CaseStudySource } from './read-case-studies.ts';

/** Every case study of the site, in every language (read once a process: the build checked them first). */
export const siteCaseStudies = (): CaseStudySource[] => readCaseStudies(process.cwd());

/** `language`'s case studies, in the order its projects are shown. */
export function caseStudiesIn(language: LanguageCode, studies: readonly CaseStudySource[] = siteCaseStudies()): CaseStudySource[] {
  const order = contentIn(language).projects.map(({ id }) => id);
  return studies.filter((study) => study.language === language).sort((a, b) => order.indexOf(a.project) - order.indexOf(b.project));
}

const linkOf = (study: CaseStudySource | undefined): CaseStudyLink | undefined => study && { project: study.project, slug: study.slug };

/** The case study `slug`'s page in `language`, with the ones before and after it. */
export function caseStudyView(language: LanguageCode, slug: string, studies: readonly CaseStudySource[] = siteCaseStudies()): CaseStudyView {
  const shown = caseStudiesIn(language, studies);
  const index = shown.findIndex((study) => study.slug === slug);
  const study = shown[index]!;
  return { project: study.project, slug, body: study.body, previous: linkOf(shown[index - 1]), next: linkOf(shown[index + 1]) };
}
