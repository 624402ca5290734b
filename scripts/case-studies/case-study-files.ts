/**
 * The owner's case studies as files, for what reads them without building them (the import,
 * which must never lose one): each file under a content folder and the project its front matter
 * names. The build reads and checks them whole (./read-case-studies.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** A case study, by its file under the content folder, and the project id its front matter names. */
export interface CaseStudyFile {
  file: string;
  project: unknown;
}

/** The owner's case studies under `contentDir`, each with the `project:` of its front matter (the build checks the rest). */
export function caseStudyFiles(contentDir: string): CaseStudyFile[] {
  const dir = join(contentDir, 'case-studies');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
      let project: unknown;
      try {
        project = front === undefined ? undefined : (parseYaml(front) as { project?: unknown } | null)?.project;
      } catch {
        // Front matter the build will name; here it simply names no project.
      }
      return { file: `case-studies/${file.split(sep).join('/')}`, project };
    });
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
