/**
 * What the import needs of the case studies, which it reads without building them and never
 * loses: each file under a content folder and the project its front matter names (the build
 * reads and checks them whole, scripts/case-studies/read-case-studies.ts), and which of them an
 * import sets aside into its backup: those of a language the site no longer has, and, when the
 * resume is another owner's, the sample owner's own words. A case study the owner wrote in a
 * language the site keeps is never touched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteLanguage } from '../../src/content/types.ts';
import { frontMatterProject } from '../case-studies/compile-case-study.ts';
import { sampleCaseStudiesIn } from '../content/sample-files.ts';
import { filesUnder } from '../project-files.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** A case study, by its file under the content folder, and the project id its front matter names. */
export interface CaseStudyFile {
  file: string;
  project: unknown;
}

/** The owner's case studies under `contentDir`, each with the `project:` of its front matter (the build checks the rest). */
export function caseStudyFiles(contentDir: string): CaseStudyFile[] {
  const dir = join(contentDir, 'case-studies');
  return filesUnder(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file: `case-studies/${file}`, project: frontMatterProject(readFileSync(join(dir, file), 'utf8')) }));
}

/** A case study's slug, from its file (`case-studies/en/solar-tracker.md`). */
export const caseStudySlug = ({ file }: CaseStudyFile): string => file.replace(/^.*\/|\.md$/g, '');

/**
 * The resume without the site's own case-study addresses, which its resume.json gives a project
 * with no link of its own: they are no button to add, and differ between the languages' files.
 */
export function withoutCaseStudyUrls(resume: JsonResume, caseStudies: readonly CaseStudyFile[]): JsonResume {
  const slugs = caseStudies.map(caseStudySlug);
  const own = (url: string | undefined) => url !== undefined && slugs.some((slug) => url.endsWith(`/projects/${slug}/`));
  return resume.projects ? { ...resume, projects: resume.projects.map(({ url, ...project }) => (own(url) ? project : { ...project, url })) } : resume;
}

/** A case study the import moves into its backup, and why. */
export interface SetAsideCaseStudy {
  /** Under the content folder: `case-studies/fr/x.md`. */
  file: string;
  why: 'language' | 'sample';
}

/** The case studies under `contentDir` that the site made of this import would not publish as the owner's. */
export function caseStudiesSetAside(contentDir: string, files: readonly CaseStudyFile[], languages: readonly SiteLanguage[], sameOwner: boolean): SetAsideCaseStudy[] {
  const sample = new Set(sameOwner ? [] : sampleCaseStudiesIn(join(contentDir, 'case-studies')).map((file) => `case-studies/${file}`));
  return files.flatMap(({ file }): SetAsideCaseStudy[] => {
    const language = file.split('/')[1];
    if (!languages.some(({ code }) => code === language)) return [{ file, why: 'language' }];
    return sample.has(file) ? [{ file, why: 'sample' }] : [];
  });
}

/** The checklist's lines for the case studies set aside into `backupDir`. */
export function setAsideTodo(setAside: readonly SetAsideCaseStudy[], backupDir: string | undefined): string[] {
  const lines = (why: SetAsideCaseStudy['why'], reason: string) => {
    const files = setAside.filter((study) => study.why === why).map(({ file }) => `src/content/${file}`);
    return files.length > 0 ? [`${files.join(', ')}: ${reason}, so ${files.length === 1 ? 'it is' : 'they are'} moved into ${backupDir}/ (copy back what you want to keep)`] : [];
  };
  return [
    ...lines('language', "in a language the site no longer has: no page would show them"),
    ...lines('sample', "the sample owner's case studies, word for word: they would be published under your name. Write your own in src/content/case-studies/<language>/ (docs/content.md)"),
  ];
}
