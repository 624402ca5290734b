/**
 * An English resume and its French counterpart, entry by entry. JSON Resume has no ids, so the
 * two files' entries are paired in order, section by section; each pair must be the same entry
 * told in two languages: the same dates, the same links, the same number of highlights and
 * keywords, a text in both or in neither. Whatever does not pair up is named at its JSONPath,
 * and the import writes nothing. Free text (titles, summaries, fluency, levels) is the
 * translation, so it is never compared.
 */
import type { JsonResume } from '../resume/json-resume-model.ts';
import { writtenLanguage } from './mapping.ts';
import { jsonPath, type ResumeProblem } from './read-resume.ts';

type Entry = Record<string, unknown>;

/** What a pair must share: fields equal as written, lists of equal length, texts present in both or neither. */
type PairRule = readonly [same: readonly string[], sameLength?: readonly string[], bothOrNeither?: readonly string[]];

/** Every section the import reads, in the order the file usually has them. References are not imported, so not paired. */
const SECTIONS: Readonly<Record<string, PairRule>> = {
  work: [['startDate', 'endDate', 'url'], ['highlights'], ['summary']],
  volunteer: [['startDate', 'endDate', 'url'], ['highlights'], ['summary']],
  education: [['startDate', 'endDate', 'url'], ['courses', 'highlights'], ['score', 'summary']],
  awards: [['date'], [], ['summary']],
  certificates: [['date', 'url']],
  publications: [['releaseDate', 'url'], [], ['summary']],
  skills: [[], ['keywords']],
  languages: [[]],
  interests: [[], [], ['keywords']],
  projects: [['startDate', 'endDate', 'url'], ['highlights', 'keywords'], ['description']],
};

const NAMES = { english: 'the English resume', french: 'the French one' };

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));
const hasText = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);
const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

function pairProblems(english: Entry, french: Entry, keys: (string | number)[], [same, sameLength = [], bothOrNeither = []]: PairRule): ResumeProblem[] {
  const problems: ResumeProblem[] = [];
  for (const field of same) {
    if (english[field] !== french[field]) {
      problems.push({ path: jsonPath([...keys, field]), message: `${shown(english[field])} in ${NAMES.english}, ${shown(french[field])} in ${NAMES.french}: a pair must be the same entry` });
    }
  }
  for (const field of sameLength) {
    const [ours, theirs] = [lengthOf(english[field]), lengthOf(french[field])];
    if (ours !== theirs) problems.push({ path: jsonPath([...keys, field]), message: `${ours} in ${NAMES.english}, ${theirs} in ${NAMES.french}: each one is paired with its translation in order` });
  }
  for (const field of bothOrNeither) {
    const [ours, theirs] = [hasText(english[field]), hasText(french[field])];
    if (ours !== theirs) problems.push({ path: jsonPath([...keys, field]), message: `is in ${ours ? NAMES.english : NAMES.french} only: write it in both, or in neither` });
  }
  return problems;
}

/** The basics both files must share: the same person, reached the same way. */
function basicsProblems(english: JsonResume['basics'] = {}, french: JsonResume['basics'] = {}): ResumeProblem[] {
  const problems = pairProblems(english as Entry, french as Entry, ['basics'], [['name', 'email', 'phone'], ['profiles'], ['label', 'summary']]);
  (english.profiles ?? []).forEach((profile, index) => {
    const theirs = french.profiles?.[index];
    if (theirs) problems.push(...pairProblems(profile as Entry, theirs as Entry, ['basics', 'profiles', index], [['network', 'username', 'url']]));
  });
  return problems;
}

export function pairingProblems(english: JsonResume, french: JsonResume): ResumeProblem[] {
  const problems = basicsProblems(english.basics, french.basics);
  const lang = writtenLanguage(french);
  if (lang && !/^fr\b/i.test(lang)) problems.push({ path: '$.meta.lang', message: `"${lang}" in ${NAMES.french}: the file given with --fr is the French resume` });
  for (const [section, sectionRule] of Object.entries(SECTIONS)) {
    const ours = (english[section as keyof JsonResume] ?? []) as Entry[];
    const theirs = (french[section as keyof JsonResume] ?? []) as Entry[];
    for (let index = 0; index < Math.max(ours.length, theirs.length); index += 1) {
      const [a, b] = [ours[index], theirs[index]];
      if (a && b) problems.push(...pairProblems(a, b, [section, index], sectionRule));
      else problems.push({ path: jsonPath([section, index]), message: `is in ${a ? NAMES.english : NAMES.french} only: each entry needs its counterpart, in the same place` });
    }
  }
  return problems;
}
