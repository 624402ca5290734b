/**
 * `work` and `volunteer` become the work timeline (experience.ts), `education` the education
 * entries (education.ts), in the file's order (the page sorts them by date). A description is the
 * summary followed by the highlights; an entry with neither gets a plain line made of its own
 * title, put on the checklist.
 */
import type { Education, Experience } from '../../src/content/types.ts';
import type { Imported } from './imported.ts';
import type { EducationEntry, JsonResume } from './json-resume.ts';
import { entryIds } from './entry-ids.ts';
import { toPeriod } from './resume-months.ts';
import { sentences } from './sentences.ts';

interface TimelineEntry {
  source: string;
  title: string;
  company: string;
  startDate: string;
  endDate?: string;
  lines: (string | undefined)[];
}

/** The checklist line for a period whose dates have a year and no month. */
const yearOnlyTodo = (file: string, what: string, source: string, period: { start: string; end: string }) =>
  `${file}: ${what} (${source}): a date has a year and no month, written as ${period.start} to ${period.end}: correct the months`;

export function importExperience(resume: JsonResume): Imported<Experience[]> {
  const entries: TimelineEntry[] = [
    ...(resume.work ?? []).map((job, index) => ({
      source: `$.work[${index}]`, title: job.position!, company: job.name!, startDate: job.startDate!, endDate: job.endDate, lines: [job.summary, ...(job.highlights ?? [])],
    })),
    ...(resume.volunteer ?? []).map((role, index) => ({
      source: `$.volunteer[${index}]`, title: role.position!, company: role.organization!, startDate: role.startDate!, endDate: role.endDate, lines: [role.summary, ...(role.highlights ?? [])],
    })),
  ];
  const todo: string[] = [];
  const ids = entryIds(entries.map((entry) => `${entry.title} ${entry.company}`));
  const value = entries.map((entry, index) => {
    const title = entry.title.trim();
    const company = entry.company.trim();
    const what = `"${title}, ${company}"`;
    const { period, yearOnly } = toPeriod(entry.startDate, entry.endDate);
    if (yearOnly) todo.push(yearOnlyTodo('experience.ts', what, entry.source, period));
    let description = sentences(entry.lines);
    if (!description) {
      description = `${title} at ${company}.`;
      todo.push(`experience.ts: ${what} has no summary or highlights (${entry.source}): its description says only "${description}"; write a sentence or two`);
    }
    return { id: ids[index]!, title, company, period, description };
  });
  return { value, todo };
}

/** "B.Eng." + "Civil Engineering" → "B.Eng. Civil Engineering"; "Bachelor" + "Physics" → "Bachelor of Physics". */
export function degreeName({ studyType = '', area = '' }: EducationEntry): string {
  const type = studyType.trim();
  const field = area.trim();
  if (!type || !field) return type || field;
  if (/^(?:bachelor|master|doctor|associate)$/i.test(type)) return `${type} of ${field}`;
  if (/^(?:diploma|certificate)$/i.test(type) || /['’]s$/.test(type)) return `${type} in ${field}`;
  return `${type} ${field}`;
}

/** A summary if the file has one, the score ("3.8/4.0" reads as a GPA) and the courses, as the entry's description. */
function educationLines({ summary, score, courses = [] }: EducationEntry): string {
  const shownScore = score?.trim() && (/^\d/.test(score.trim()) ? `GPA ${score.trim()}` : score.trim());
  const coursework = courses.map((course) => course.trim()).filter(Boolean);
  return sentences([summary, shownScore, coursework.length > 0 ? `Coursework: ${coursework.join(', ')}` : undefined]);
}

export function importEducation(resume: JsonResume): Imported<Education[]> {
  const todo: string[] = [];
  const ids = entryIds((resume.education ?? []).map((entry) => `${degreeName(entry)} ${entry.institution ?? ''}`));
  const value = (resume.education ?? []).map((entry, index) => {
    const source = `$.education[${index}]`;
    const degree = degreeName(entry);
    const institution = entry.institution!.trim();
    const what = `"${degree}, ${institution}"`;
    const { period, yearOnly } = toPeriod(entry.startDate!, entry.endDate);
    if (yearOnly) todo.push(yearOnlyTodo('education.ts', what, source, period));
    let description = educationLines(entry);
    if (!description) {
      description = `${degree} at ${institution}.`;
      todo.push(`education.ts: ${what} has no score or courses (${source}): its description says only "${description}"; write a line about it`);
    }
    return { id: ids[index]!, degree, institution, period, description };
  });
  return { value, todo };
}
