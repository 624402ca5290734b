/**
 * What the site needs that the JSON Resume standard leaves optional: a name and an email to
 * show, and for each job, role and degree what the page prints and sorts by. A file the schema
 * accepts can still lack them; each is named at its JSONPath, and nothing is written.
 * What the site can do without (a summary, a level, an icon) is filled in and put on the
 * checklist instead (./checklist.ts).
 */
import { jsonPath, type JsonResume, type ResumeProblem } from './json-resume.ts';
import { hasRealMonth, toMonth } from './resume-months.ts';
import { pageNetwork } from './social-links.ts';

/** The content's phone rule (src/content/schema.ts), so the problem is told here, about the JSON field. */
const PHONE = /^\+?[\d\s().-]{7,}$/;
const WEB_URL = /^https?:\/\//i;

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

type Keys = (string | number)[];

function need(problems: ResumeProblem[], value: string | undefined, keys: Keys, why: string): void {
  if (!filled(value)) problems.push({ path: jsonPath(keys), message: `is missing: ${why}` });
}

/** A start date (required) and an end date (optional) the page can print and sort. */
function checkDates(problems: ResumeProblem[], entry: { startDate?: string; endDate?: string }, keys: Keys, what: string): void {
  need(problems, entry.startDate, [...keys, 'startDate'], `the page sorts and shows each ${what} by its dates (write YYYY-MM; leave endDate out while it goes on)`);
  for (const side of ['startDate', 'endDate'] as const) {
    const date = entry[side];
    if (filled(date) && !hasRealMonth(date)) problems.push({ path: jsonPath([...keys, side]), message: `"${date}" has no month ${date.split('-')[1]}: months are 01 to 12` });
  }
  if (filled(entry.startDate) && filled(entry.endDate) && hasRealMonth(entry.startDate) && hasRealMonth(entry.endDate)) {
    if (toMonth(entry.endDate, 'end').month < toMonth(entry.startDate, 'start').month) {
      problems.push({ path: jsonPath([...keys, 'endDate']), message: `"${entry.endDate}" is before its startDate "${entry.startDate}"` });
    }
  }
}

export function siteRequirementProblems(resume: JsonResume): ResumeProblem[] {
  const problems: ResumeProblem[] = [];
  const basics = resume.basics ?? {};
  need(problems, basics.name, ['basics', 'name'], 'the page is about you by name (the hero, the title, the resume)');
  need(problems, basics.email, ['basics', 'email'], 'the contact panel and the resume show your email');
  if (filled(basics.phone) && !PHONE.test(basics.phone)) {
    problems.push({ path: jsonPath(['basics', 'phone']), message: `"${basics.phone}" is not a phone number the page can dial (digits, spaces, + ( ) - .)` });
  }
  (basics.profiles ?? []).forEach((profile, index) => {
    // Only the networks the page links to: another one is not imported, so not checked.
    if (pageNetwork(profile.network) && filled(profile.url) && !WEB_URL.test(profile.url)) {
      problems.push({ path: jsonPath(['basics', 'profiles', index, 'url']), message: `"${profile.url}" must start with https:// (or http://)` });
    }
  });
  (resume.work ?? []).forEach((entry, index) => {
    need(problems, entry.position, ['work', index, 'position'], 'the work timeline titles each job by its position');
    need(problems, entry.name, ['work', index, 'name'], 'the work timeline names each employer');
    checkDates(problems, entry, ['work', index], 'job');
  });
  (resume.volunteer ?? []).forEach((entry, index) => {
    need(problems, entry.position, ['volunteer', index, 'position'], 'the work timeline titles each role by its position');
    need(problems, entry.organization, ['volunteer', index, 'organization'], 'the work timeline names each organization');
    checkDates(problems, entry, ['volunteer', index], 'role');
  });
  (resume.education ?? []).forEach((entry, index) => {
    need(problems, entry.institution, ['education', index, 'institution'], 'the education entry names the institution');
    if (!filled(entry.studyType) && !filled(entry.area)) {
      problems.push({ path: jsonPath(['education', index, 'area']), message: 'is missing, as is studyType: the education entry names the degree from them ("B.Eng." and "Civil Engineering")' });
    }
    checkDates(problems, entry, ['education', index], 'degree');
  });
  (resume.projects ?? []).forEach((entry, index) => {
    need(problems, entry.name, ['projects', index, 'name'], 'each project card has a title');
    if (filled(entry.url) && !WEB_URL.test(entry.url)) {
      problems.push({ path: jsonPath(['projects', index, 'url']), message: `"${entry.url}" must start with https:// (or http://)` });
    }
  });
  (resume.skills ?? []).forEach((entry, index) => need(problems, entry.name, ['skills', index, 'name'], 'each skill (or group of skills) needs a name'));
  (resume.languages ?? []).forEach((entry, index) => need(problems, entry.language, ['languages', index, 'language'], 'each language is shown by its name'));
  (resume.interests ?? []).forEach((entry, index) => need(problems, entry.name, ['interests', index, 'name'], 'each interest tile has a title'));
  return problems;
}
