/**
 * `projects` become the project cards. JSON Resume has no image for a project, and the page
 * shows one on every card: a project keeps the image (and its description for screen readers)
 * of today's card of the same title, else of today's card in its place, going round when there
 * are more projects than cards; the checklist names each image so borrowed. A card has no list
 * of highlights: they follow the description, each a sentence. The owner's case studies
 * (case-studies/<language>/<slug>.md, which JSON Resume has no field for) are never touched; the
 * checklist names each one whose project is gone, or whose id now names a project of another
 * title (a renamed project, or a new one in its place: to be checked, not guessed).
 */
import type { Project } from '../../src/content/types.ts';
import type { CaseStudyFile } from './case-studies.ts';
import { type Imported, orStandIn, sentences } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

const CODE_HOSTS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\//i;

/** Today's card for an imported project: the one of the same title, else the one in its place (going round). */
export function todayCard(title: string, index: number, today: readonly Project[]): { card: Project; sameTitle: boolean } {
  const same = today.find((card) => card.title.trim().toLowerCase() === title.toLowerCase());
  return same ? { card: same, sameTitle: true } : { card: today[index % today.length]!, sameTitle: false };
}

/** The checklist's line for each case study whose project is gone or now another (its file stays as it was). */
export function caseStudiesTodo(files: readonly CaseStudyFile[], before: readonly Project[], after: readonly Project[]): string[] {
  return files.flatMap(({ file, project: id }) => {
    const was = before.find((project) => project.id === id)?.title;
    const is = after.find((project) => project.id === id)?.title;
    if (is === undefined) return [`${file}: its project (id ${String(id)}) is no longer among the projects, so the build stops until you set its \`project:\` to another project's id or delete the file (the import never deletes a case study)`];
    if (was !== undefined && was !== is) return [`${file}: was about "${was}", and its id ${String(id)} is now "${is}": check it is about that project, else set its \`project:\` to the right id or delete the file`];
    return [];
  });
}

/**
 * Each card's id, its translations' key: today's for a project of today's title (a second import,
 * or one of the site's own resume.json, keeps the translations filed under it), else the id of the card
 * whose image it borrows (whose translated descriptions are filed there), else the lowest number no
 * other card has. Each id is given once, to projects of today's titles first.
 */
function cardIds(cards: readonly { card: Project; sameTitle: boolean }[]): number[] {
  const taken = new Set<number>();
  const take = (id: number | undefined) => (id !== undefined && !taken.has(id) ? (taken.add(id), id) : undefined);
  const kept = cards.map(({ card, sameTitle }) => (sameTitle ? take(card.id) : undefined));
  const borrowed = cards.map(({ card }, index) => kept[index] ?? take(card.id));
  let next = 1;
  return borrowed.map((id) => {
    if (id !== undefined) return id;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return next;
  });
}

/** JSON Resume has one `url`: a code host's is the code button, any other the demo button. */
function linksFor(url: string | undefined, card: Project, sameTitle: boolean): Project['links'] {
  // Re-importing a project keeps the buttons already set on it, when its url is one of them.
  if (sameTitle && card.links && (!url || Object.values(card.links).includes(url))) return card.links;
  if (!url) return undefined;
  return CODE_HOSTS.test(url) ? { code: url } : { demo: url };
}

export function importProjects(resume: JsonResume, today: readonly Project[]): Imported<Project[]> {
  if (!resume.projects?.length) {
    return { value: [...today], todo: [`projects.ts: the JSON Resume has no projects, so the ${today.length} previous project card(s) stay: replace them with yours (the page needs one at least)`] };
  }
  const todo: string[] = [];
  const cards = resume.projects.map((project, index) => todayCard(project.name!.trim(), index, today));
  const ids = cardIds(cards);
  const value = resume.projects.map((project, index): Project => {
    const source = `$.projects[${index}]`;
    const title = project.name!.trim();
    const { card, sameTitle } = cards[index]!;
    const description = orStandIn(sentences([project.description, ...(project.highlights ?? [])]), `${title}.`, todo, () =>
      `projects.ts: "${title}" has no description or highlights (${source}): write what it is and what you did`);
    if (!sameTitle) {
      todo.push(`projects.ts: "${title}" has the image ${card.image} of card ${(index % today.length) + 1} before the import (JSON Resume has none): if it is not this project's, put its own in src/assets/images/projects/ (960×600 px or more) and set image and imageAlt`);
    }
    const links = linksFor(project.url?.trim() || undefined, card, sameTitle);
    return {
      id: ids[index]!,
      title,
      description,
      image: card.image,
      imageAlt: card.imageAlt,
      technologies: (project.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean),
      ...(links ? { links } : {}),
    };
  });
  return { value, todo };
}
