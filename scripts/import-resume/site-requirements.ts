/**
 * What the site needs that the JSON Resume standard leaves optional: a name and an email to
 * show, and for each job, role and degree what the page prints and sorts by. A file the schema
 * accepts can still lack them; each is named at its JSONPath, and nothing is written.
 * What the site can do without (a summary, a level, an icon) is filled in and put on the
 * checklist instead (./checklist.ts).
 */
import type { JsonResume } from '../resume/json-resume-model.ts';
import { jsonPath, type ResumeProblem } from './validate-json-resume.ts';
import { hasRealDay, hasRealMonth, toMonth } from './resume-months.ts';
import { pageNetwork } from './social-links.ts';

/** The content's phone rule (src/config/content-schema.ts), so the problem is told here, about the JSON field. */
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

/** A date of its own (an award's, a certificate's): required, with a real month and day where it has them. */
function checkDate(problems: ResumeProblem[], date: string | undefined, keys: Keys, what: string): void {
  need(problems, date, keys, `each ${what} is shown with its date (write YYYY-MM, or YYYY, or YYYY-MM-DD)`);
  if (filled(date) && !hasRealMonth(date)) problems.push({ path: jsonPath(keys), message: `"${date}" has no month ${date.split('-')[1]}: months are 01 to 12` });
  else if (filled(date) && !hasRealDay(date)) problems.push({ path: jsonPath(keys), message: `"${date}" is not a day of the calendar` });
}

/** A link the page shows: http(s) only. */
function checkUrl(problems: ResumeProblem[], url: string | undefined, keys: Keys): void {
  if (filled(url) && !WEB_URL.test(url)) problems.push({ path: jsonPath(keys), message: `"${url}" must start with https:// (or http://)` });
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
    checkUrl(problems, entry.url, ['projects', index, 'url']);
  });
  (resume.awards ?? []).forEach((entry, index) => {
    need(problems, entry.title, ['awards', index, 'title'], 'each award is shown by its title');
    need(problems, entry.awarder, ['awards', index, 'awarder'], 'each award names who gave it');
    checkDate(problems, entry.date, ['awards', index, 'date'], 'award');
  });
  (resume.certificates ?? []).forEach((entry, index) => {
    need(problems, entry.name, ['certificates', index, 'name'], 'each certificate is shown by its name');
    need(problems, entry.issuer, ['certificates', index, 'issuer'], 'each certificate names who issued it');
    checkDate(problems, entry.date, ['certificates', index, 'date'], 'certificate');
    checkUrl(problems, entry.url, ['certificates', index, 'url']);
  });
  (resume.publications ?? []).forEach((entry, index) => {
    need(problems, entry.name, ['publications', index, 'name'], 'each publication is shown by its title');
    need(problems, entry.publisher, ['publications', index, 'publisher'], 'each publication names where it was published');
    checkDate(problems, entry.releaseDate, ['publications', index, 'releaseDate'], 'publication');
    checkUrl(problems, entry.url, ['publications', index, 'url']);
  });
  (resume.skills ?? []).forEach((entry, index) => need(problems, entry.name, ['skills', index, 'name'], 'each skill (or group of skills) needs a name'));
  (resume.languages ?? []).forEach((entry, index) => {
    need(problems, entry.language, ['languages', index, 'language'], 'each language is shown by its name');
    need(problems, entry.fluency, ['languages', index, 'fluency'], 'each language is shown with how well you speak it, in your words ("Native speaker", "Conversational")');
  });
  (resume.interests ?? []).forEach((entry, index) => need(problems, entry.name, ['interests', index, 'name'], 'each interest tile has a title'));
  return problems;
}
