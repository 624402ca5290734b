/**
 * The lists of entries, in the file's order (the page sorts them by date). `work` and
 * `volunteer` become the work timeline (experience.ts: a volunteer role is an entry like a job,
 * its organization as the company), `education` the education entries (education.ts). The
 * summary is the description and the highlights stay a list, each as written; an entry with no
 * summary gets a plain line made of its own title, put on the checklist. `certificates`,
 * `awards`, `publications` and `languages` (the languages the person speaks) become the optional
 * kinds (below). Each entry keeps today's id when today has one by the same words (./mapping.ts).
 */
import type { Education, Experience } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { type Imported, type ImportWords, orStandIn, sentences, toPeriod, withIds } from './mapping.ts';
import type { EducationEntry, JsonResume } from '../resume/json-resume-model.ts';

/** The checklist line for a period whose dates have a year and no month. */
const yearOnlyTodo = (file: string, what: string, source: string, period: { start: string; end: string }) =>
  `${file}: ${what} (${source}): a date has a year and no month, written as ${period.start} to ${period.end}: correct the months`;

/** The highlights as the content holds them: each trimmed, none empty, and none at all rather than an empty list. */
function highlightsOf(lines: readonly string[] | undefined): { highlights?: string[] } {
  const highlights = (lines ?? []).map((line) => line.trim()).filter(Boolean);
  return highlights.length > 0 ? { highlights } : {};
}

export function importExperience(resume: JsonResume, words: ImportWords, today: readonly Experience[] = []): Imported<Experience[]> {
  const roles = [
    ...(resume.work ?? []).map((job, index) => ({ ...job, source: `$.work[${index}]`, employer: job.name })),
    ...(resume.volunteer ?? []).map((role, index) => ({ ...role, source: `$.volunteer[${index}]`, employer: role.organization })),
  ];
  const todo: string[] = [];
  const value = roles.map(({ source, position, employer, startDate, endDate, summary, highlights }): Omit<Experience, 'id'> => {
    const [title, company] = [position!.trim(), employer!.trim()];
    const what = `"${title}, ${company}"`;
    const { period, yearOnly } = toPeriod(startDate!, endDate);
    if (yearOnly) todo.push(yearOnlyTodo('experience.ts', what, source, period));
    const description = orStandIn(sentences([summary]), words.jobLine(title, company), todo, (line) =>
      `experience.ts: ${what} has no summary (${source}.summary): its description says only "${line}"; write a sentence or two`);
    return { title, company, period, description, ...highlightsOf(highlights) };
  });
  return { value: withIds(value, today, (entry) => `${entry.title} ${entry.company}`), todo };
}

/** "B.Eng." + "Civil Engineering" → "B.Eng. Civil Engineering"; "Bachelor" + "Physics" → "Bachelor of Physics". */
function degreeName({ studyType = '', area = '' }: EducationEntry): string {
  const type = studyType.trim();
  const field = area.trim();
  if (!type || !field) return type || field;
  if (/^(?:bachelor|master|doctor|associate)$/i.test(type)) return `${type} of ${field}`;
  if (/^(?:diploma|certificate)$/i.test(type) || /['’]s$/.test(type)) return `${type} in ${field}`;
  return `${type} ${field}`;
}

/** A summary if the file has one, the score ("3.8/4.0" reads as a GPA) and the courses, as the entry's description. */
function educationLines({ summary, score, courses = [] }: EducationEntry, words: ImportWords): string {
  const shownScore = score?.trim() && (/^\d/.test(score.trim()) ? words.score(score.trim()) : score.trim());
  const coursework = courses.map((course) => course.trim()).filter(Boolean);
  return sentences([summary, shownScore, coursework.length > 0 ? words.coursework(coursework) : undefined]);
}

export function importEducation(resume: JsonResume, words: ImportWords, today: readonly Education[] = []): Imported<Education[]> {
  const todo: string[] = [];
  const value = (resume.education ?? []).map((entry, index): Omit<Education, 'id'> => {
    const [degree, institution] = [degreeName(entry), entry.institution!.trim()];
    const source = `$.education[${index}]`;
    const what = `"${degree}, ${institution}"`;
    const { period, yearOnly } = toPeriod(entry.startDate!, entry.endDate);
    if (yearOnly) todo.push(yearOnlyTodo('education.ts', what, source, period));
    const description = orStandIn(educationLines(entry, words), words.degreeLine(degree, institution), todo, (line) =>
      `education.ts: ${what} has no score or courses (${source}): its description says only "${line}"; write a line about it`);
    return { degree, institution, period, description, ...highlightsOf(entry.highlights) };
  });
  return { value: withIds(value, today, (entry) => `${entry.degree} ${entry.institution}`), todo };
}

/**
 * The optional kinds (certificates.ts, awards.ts, publications.ts, spoken-languages.ts), each from
 * a section of the file: each date as written (`2024`, `2024-05` or `2024-05-17`: the content takes
 * JSON Resume's three forms), a spoken language's fluency exactly as written ("Native speaker",
 * "Conversational": the page shows the owner's words, not a level). A file with none of a kind
 * leaves that kind empty.
 */
interface OptionalKind {
  section: 'certificates' | 'awards' | 'publications' | 'languages';
  /** The content's fields, in order: each the entry's field of that name (or the one `from` names), trimmed, and left out when empty. */
  fields: readonly string[];
  from?: Readonly<Record<string, string>>;
  /** The fields an entry is known by from one import to the next (its id). */
  knownBy: readonly string[];
}

type OptionalKinds = Pick<SiteContent, 'certificates' | 'awards' | 'publications' | 'spokenLanguages'>;

const OPTIONAL_KINDS: Readonly<Record<keyof OptionalKinds, OptionalKind>> = {
  certificates: { section: 'certificates', fields: ['name', 'issuer', 'date', 'url'], knownBy: ['name', 'issuer'] },
  awards: { section: 'awards', fields: ['title', 'awarder', 'date', 'summary'], knownBy: ['title', 'awarder'] },
  publications: { section: 'publications', fields: ['title', 'publisher', 'date', 'url', 'summary'], from: { title: 'name', date: 'releaseDate' }, knownBy: ['title', 'publisher'] },
  spokenLanguages: { section: 'languages', fields: ['language', 'fluency'], knownBy: ['language'] },
};

type Fields = Record<string, string>;

/** `today`: the kinds today's content holds, whose ids the entries keep. */
export function importOptionalKinds(resume: JsonResume, today?: OptionalKinds): OptionalKinds {
  const kinds = Object.entries(OPTIONAL_KINDS).map(([kind, { section, fields, from = {}, knownBy }]) => {
    const entries = ((resume[section] ?? []) as Partial<Fields>[]).map((entry) =>
      Object.fromEntries(fields.map((field) => [field, entry[from[field] ?? field]?.trim()]).filter(([, text]) => text)),
    );
    const todays = (today?.[kind as keyof OptionalKinds] ?? []) as unknown as (Fields & { id: string })[];
    return [kind, withIds(entries as Fields[], todays, (entry) => knownBy.map((field) => entry[field]).join(' '))];
  });
  return Object.fromEntries(kinds) as OptionalKinds;
}
