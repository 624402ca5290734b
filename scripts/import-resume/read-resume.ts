/**
 * Reads a file as a JSON Resume and checks it: first against the standard's own schema,
 * `@jsonresume/schema` (draft-07), with Ajv 8 and `ajv-formats` as its maintainers do; then
 * against what the site needs that the standard leaves optional: a name and an email to show, and
 * for each job, role and degree what the page prints and sorts by. Each problem comes back with
 * its JSONPath and a sentence an owner can act on, and nothing is written. What the site can do
 * without (a summary, a level, an icon) is filled in and put on the checklist instead
 * (./report.ts). With a resume in a further language (`--also`), the two files are checked side by
 * side too (pairingProblems, below).
 */
import { createRequire } from 'node:module';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonResume } from '../resume/json-resume-model.ts';
import { languageName, resumeLanguage, toMonth, writtenLanguage } from './mapping.ts';
import { pageNetwork } from './map-profile.ts';

const require = createRequire(import.meta.url);
// Read through require: the package ships the schema as a plain JSON file, with no exports map.
const resumeSchema = require('@jsonresume/schema/schema.json') as object;

// verbose: each error carries the value it is about, to quote it back to the owner.
const ajv = new Ajv({ allErrors: true, verbose: true });
addFormats(ajv);
const validateSchema = ajv.compile(resumeSchema);

/** Something wrong with the file, at its JSONPath (`$.work[0].startDate`). */
export interface ResumeProblem {
  path: string;
  message: string;
}

type Keys = (string | number)[];
type Entry = Record<string, unknown>;

/** `['work', 0, 'startDate']` → `$.work[0].startDate`: the JSONPath a reader finds the field by. */
const jsonPath = (keys: Readonly<Keys>): string =>
  `$${keys.map((key) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)).join('')}`;

/** `/work/0/startDate` → `['work', 0, 'startDate']` (`~1` and `~0` in a pointer's key stand for `/` and `~`). */
const pointerKeys = (pointer: string): Keys =>
  pointer.split('/').slice(1).map((key) => (/^\d+$/.test(key) ? Number(key) : key.replaceAll('~1', '/').replaceAll('~0', '~')));

const FORMAT_NAMES: Record<string, string> = { email: 'an email address', uri: 'a URL (like https://example.org)' };

function schemaProblem(error: ErrorObject): ResumeProblem {
  // A missing property is named at its own path, not its parent's.
  const path = jsonPath([...pointerKeys(error.instancePath), ...(error.keyword === 'required' ? [String(error.params.missingProperty)] : [])]);
  const shown = JSON.stringify(error.data);
  if (error.keyword === 'pattern' && error.schemaPath.includes('iso8601')) return { path, message: `${shown} is not a date: write it as YYYY-MM (or YYYY, or YYYY-MM-DD)` };
  if (error.keyword === 'format') {
    const format = String(error.params.format);
    return { path, message: `${shown} is not ${FORMAT_NAMES[format] ?? `in the format ${format}`}` };
  }
  if (error.keyword === 'type') return { path, message: `${shown} must be of type ${String(error.params.type)}` };
  return { path, message: `${error.message ?? 'is not allowed here'}` };
}

/** The content's phone rule (src/config/content-schema.ts), so the problem is told here, about the JSON field. */
const PHONE = /^\+?[\d\s().-]{7,}$/;
const WEB_URL = /^https?:\/\//i;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What is wrong with a date the standard's pattern lets through (month 00 or 13-19; a day 00 or 30 February, where `day` asks), if anything. */
function calendarProblem(date: string, day: 'day' | 'no day'): string | undefined {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  if (month !== undefined && !(month >= 1 && month <= 12)) return `"${date}" has no month ${date.split('-')[1]}: months are 01 to 12`;
  if (day === 'day' && dayOfMonth !== undefined && new Date(Date.UTC(year!, month! - 1, dayOfMonth)).getUTCDate() !== dayOfMonth) return `"${date}" is not a day of the calendar`;
  return undefined;
}

/**
 * Each section the import reads, in the order the file usually has them (references are not
 * imported, so neither checked nor paired): what each entry needs for the page, and what an
 * entry and its counterpart in another language must share.
 */
interface Section {
  /** The fields the page needs, with why. */
  fields: Readonly<Record<string, string>>;
  /** What the page calls an entry it sorts and shows by its `startDate` and `endDate`. */
  period?: string;
  /** The field of an entry's own date (required), and what the page calls the entry. */
  date?: readonly [field: string, what: string];
  /** A web link to check. */
  url?: true;
  /** What a pair must share: fields equal as written, lists of equal length, texts present in both or neither. */
  pair: PairRule;
}

type PairRule = readonly [same: readonly string[], sameLength?: readonly string[], bothOrNeither?: readonly string[]];

const SECTIONS: Readonly<Record<string, Section>> = {
  work: { fields: { position: 'the work timeline titles each job by its position', name: 'the work timeline names each employer' }, period: 'job', pair: [['startDate', 'endDate', 'url'], ['highlights'], ['summary']] },
  volunteer: { fields: { position: 'the work timeline titles each role by its position', organization: 'the work timeline names each organization' }, period: 'role', pair: [['startDate', 'endDate', 'url'], ['highlights'], ['summary']] },
  education: { fields: { institution: 'the education entry names the institution' }, period: 'degree', pair: [['startDate', 'endDate', 'url'], ['courses', 'highlights'], ['score', 'summary']] },
  awards: { fields: { title: 'each award is shown by its title', awarder: 'each award names who gave it' }, date: ['date', 'award'], pair: [['date'], [], ['summary']] },
  certificates: { fields: { name: 'each certificate is shown by its name', issuer: 'each certificate names who issued it' }, date: ['date', 'certificate'], url: true, pair: [['date', 'url']] },
  publications: { fields: { name: 'each publication is shown by its title', publisher: 'each publication names where it was published' }, date: ['releaseDate', 'publication'], url: true, pair: [['releaseDate', 'url'], [], ['summary']] },
  skills: { fields: { name: 'each skill (or group of skills) needs a name' }, pair: [[], ['keywords']] },
  languages: {
    fields: { language: 'each language is shown by its name', fluency: 'each language is shown with how well you speak it, in your words ("Native speaker", "Conversational")' },
    pair: [[]],
  },
  interests: { fields: { name: 'each interest tile has a title' }, pair: [[], [], ['keywords']] },
  projects: { fields: { name: 'each project card has a title' }, url: true, pair: [['startDate', 'endDate', 'url'], ['highlights', 'keywords'], ['description']] },
};

function siteRequirementProblems(resume: JsonResume): ResumeProblem[] {
  const problems: ResumeProblem[] = [];
  /** A problem at `keys`: false, so a check reads "fine, or a problem". */
  const add = (keys: Keys, message: string): false => {
    problems.push({ path: jsonPath(keys), message });
    return false;
  };
  const need = (value: unknown, keys: Keys, why: string): boolean => filled(value) || add(keys, `is missing: ${why}`);
  const onCalendar = (date: unknown, keys: Keys, day: 'day' | 'no day' = 'no day'): boolean => {
    const problem = filled(date) ? calendarProblem(date, day) : undefined;
    return problem === undefined || add(keys, problem);
  };
  const webUrl = (url: unknown, keys: Keys): boolean => !filled(url) || WEB_URL.test(url) || add(keys, `"${url}" must start with https:// (or http://)`);
  const basics = resume.basics ?? {};
  need(basics.name, ['basics', 'name'], 'the page is about you by name (the hero, the title, the resume)');
  need(basics.email, ['basics', 'email'], 'the contact panel and the resume show your email');
  if (filled(basics.phone) && !PHONE.test(basics.phone)) add(['basics', 'phone'], `"${basics.phone}" is not a phone number the page can dial (digits, spaces, + ( ) - .)`);
  // Only the networks the page links to: another one is not imported, so not checked.
  (basics.profiles ?? []).forEach((profile, index) => pageNetwork(profile.network) && webUrl(profile.url, ['basics', 'profiles', index, 'url']));
  for (const [section, { fields, period, date, url }] of Object.entries(SECTIONS)) {
    ((resume[section as keyof JsonResume] ?? []) as Entry[]).forEach((entry, index) => {
      const keys = [section, index];
      for (const [field, why] of Object.entries(fields)) need(entry[field], [...keys, field], why);
      if (section === 'education' && !filled(entry.studyType) && !filled(entry.area)) {
        add([...keys, 'area'], 'is missing, as is studyType: the education entry names the degree from them ("B.Eng." and "Civil Engineering")');
      }
      if (period) {
        const { startDate: start, endDate: end } = entry;
        need(start, [...keys, 'startDate'], `the page sorts and shows each ${period} by its dates (write YYYY-MM; leave endDate out while it goes on)`);
        const realMonths = [onCalendar(start, [...keys, 'startDate']), onCalendar(end, [...keys, 'endDate'])].every(Boolean);
        if (realMonths && filled(start) && filled(end) && toMonth(end, 'end').month < toMonth(start, 'start').month) add([...keys, 'endDate'], `"${end}" is before its startDate "${start}"`);
      }
      if (date) {
        const [field, what] = date;
        const value = entry[field];
        need(value, [...keys, field], `each ${what} is shown with its date (write YYYY-MM, or YYYY, or YYYY-MM-DD)`);
        onCalendar(value, [...keys, field], 'day');
      }
      if (url) webUrl(entry.url, [...keys, 'url']);
    });
  }
  return problems;
}

/** The file's text as a JSON Resume the site can take, or what keeps it from taking it (the file itself is `$`). */
export function readResume(text: string): { resume?: JsonResume; problems: ResumeProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [{ path: '$', message: `is not JSON: ${(error as Error).message}` }] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problems: [{ path: '$', message: 'must be a JSON object, like { "basics": { "name": … } }' }] };
  if (!validateSchema(data)) return { problems: (validateSchema.errors ?? []).map(schemaProblem) };
  const required = siteRequirementProblems(data as JsonResume);
  return required.length > 0 ? { problems: required } : { resume: data as JsonResume, problems: [] };
}

/**
 * A resume and its counterpart in another language, entry by entry. JSON Resume has no ids, so the
 * two files' entries are paired in order, section by section; each pair must be the same entry
 * told in two languages: the same dates, the same links, the same number of highlights and
 * keywords, a text in both or in neither. Whatever does not pair up is named at its JSONPath,
 * and the import writes nothing. Free text (titles, summaries, fluency, levels) is the
 * translation, so it is never compared.
 */

/** How a pair's messages name the two files: `the English resume`, `the French one`. */
type Names = Readonly<{ first: string; other: string }>;

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));
const hasText = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);
const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

function pairProblems(first: Entry, other: Entry, keys: Keys, [same, sameLength = [], bothOrNeither = []]: PairRule, names: Names): ResumeProblem[] {
  const at = (field: string, message: string): ResumeProblem => ({ path: jsonPath([...keys, field]), message });
  return [
    ...same.filter((field) => first[field] !== other[field]).map((field) => at(field, `${shown(first[field])} in ${names.first}, ${shown(other[field])} in ${names.other}: a pair must be the same entry`)),
    ...sameLength
      .filter((field) => lengthOf(first[field]) !== lengthOf(other[field]))
      .map((field) => at(field, `${lengthOf(first[field])} in ${names.first}, ${lengthOf(other[field])} in ${names.other}: each one is paired with its translation in order`)),
    ...bothOrNeither
      .filter((field) => hasText(first[field]) !== hasText(other[field]))
      .map((field) => at(field, `is in ${hasText(first[field]) ? names.first : names.other} only: write it in both, or in neither`)),
  ];
}

/** `codes`: the languages the two resumes are given in, the first's and the other's. */
export function pairingProblems(first: JsonResume, other: JsonResume, codes: readonly [first: string, other: string]): ResumeProblem[] {
  const [firstName, otherName] = codes.map((code) => languageName(code) ?? code);
  const names = { first: `the ${firstName} resume`, other: `the ${otherName} one` };
  // The basics both files must share: the same person, reached the same way (a profile in one file only is told by the count of profiles).
  const [ours, theirs] = [first.basics ?? {}, other.basics ?? {}];
  const problems = [
    ...pairProblems(ours, theirs, ['basics'], [['name', 'email', 'phone'], ['profiles'], ['label', 'summary']], names),
    ...(ours.profiles ?? []).flatMap((profile, index) => pairProblems(profile, theirs.profiles?.[index] ?? profile, ['basics', 'profiles', index], [['network', 'username', 'url']], names)),
  ];
  const lang = writtenLanguage(other);
  if (lang && resumeLanguage(other) !== codes[1]) problems.push({ path: '$.meta.lang', message: `"${lang}" in ${names.other}: the file given as ${codes[1]} is the ${otherName} resume` });
  for (const [section, { pair }] of Object.entries(SECTIONS)) {
    const ours = (first[section as keyof JsonResume] ?? []) as Entry[];
    const theirs = (other[section as keyof JsonResume] ?? []) as Entry[];
    for (let index = 0; index < Math.max(ours.length, theirs.length); index += 1) {
      const [a, b] = [ours[index], theirs[index]];
      if (a && b) problems.push(...pairProblems(a, b, [section, index], pair, names));
      else problems.push({ path: jsonPath([section, index]), message: `is in ${a ? names.first : names.other} only: each entry needs its counterpart, in the same place` });
    }
  }
  return problems;
}
