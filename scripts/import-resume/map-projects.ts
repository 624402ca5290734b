/**
 * `projects` become the project cards. JSON Resume has no image for a project, and the page
 * shows one on every card: project N keeps the image (and its description for screen readers)
 * of today's card N, going round today's images when there are more projects than images, and
 * the checklist names each one to replace. A project's `url` becomes its code button when it
 * points at a code host, its demo button otherwise.
 */
import type { Project } from '../../src/content/types.ts';
import type { Imported } from './imported.ts';
import type { JsonResume } from './json-resume.ts';
import { sentences } from './sentences.ts';

const CODE_HOSTS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\//i;

export function importProjects(resume: JsonResume, today: readonly Project[]): Imported<Project[]> {
  if (!resume.projects?.length) {
    return { value: [...today], todo: [`projects.ts: the JSON Resume has no projects, so the ${today.length} previous project card(s) stay: replace them with yours (the page needs one at least)`] };
  }
  const todo: string[] = [];
  const value = resume.projects.map((project, index): Project => {
    const source = `$.projects[${index}]`;
    const title = project.name!.trim();
    const image = today[index % today.length]!;
    let description = sentences([project.description, ...(project.highlights ?? [])]);
    if (!description) {
      description = `${title}.`;
      todo.push(`projects.ts: "${title}" has no description or highlights (${source}): write what it is and what you did`);
    }
    todo.push(`projects.ts: "${title}" has the image ${image.image} of card ${(index % today.length) + 1} before the import (JSON Resume has none): if it is not this project's, put its own in src/assets/images/projects/ (960×600 px or more) and set image and imageAlt`);
    const url = project.url?.trim();
    return {
      id: index + 1,
      title,
      description,
      image: image.image,
      imageAlt: image.imageAlt,
      technologies: (project.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean),
      ...(url ? { links: CODE_HOSTS.test(url) ? { code: url } : { demo: url } } : {}),
    };
  });
  return { value, todo };
}
