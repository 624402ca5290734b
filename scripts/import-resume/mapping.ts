/**
 * What the mappings (map-*.ts) share: the value each makes from a JSON Resume with what the owner
 * still has to do about it, two ways with the resume's words (as running text, as ASCII), the few
 * words the import itself writes, the ids entries are filed under (and a name made unique), and
 * the resume's dates as the content's months.
 */
import { PRESENT } from '../../src/config/content-format.ts';
import { LANGUAGE_CODES, type ProductLanguage } from '../../src/config/language-codes.ts';
import type { Period } from '../../src/lib/history/period.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** A content value made from a JSON Resume, with what the owner still has to do about it. */
export interface Imported<Value> {
  value: Value;
  /** Checklist lines, each starting with the content file it concerns. */
  todo: string[];
}

/** The language a resume says it is written in (`meta.lang`, or `x-lang` as some themes write it), or nothing. */
export const writtenLanguage = (resume: JsonResume): string => (resume.meta?.lang ?? resume.meta?.['x-lang'])?.trim() ?? '';

/** The language a resume is written in, by its code (`es-MX` → `es`): English for one that says none. */
export const resumeLanguage = (resume: JsonResume): string => writtenLanguage(resume).split(/[-_]/)[0]!.toLowerCase() || 'en';

/** `text`, or when the resume has none, `standIn`, put on the checklist with the line `todoLine` makes of it. */
export function orStandIn(text: string | undefined, standIn: string, todo: string[], todoLine: (standIn: string) => string): string {
  if (text) return text;
  todo.push(todoLine(standIn));
  return standIn;
}

/** Lines of a resume (a summary, its highlights) as running text: each a sentence, in order. */
export function sentences(lines: readonly (string | undefined)[]): string {
  return lines
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .map((line) => (/[.!?…:;]["'”’)]*$/.test(line) ? line : `${line}.`))
    .join(' ');
}

/** Letters a decomposition leaves whole (`Đ` has no combining form), written in ASCII. */
const WHOLE_LETTERS: Record<string, string> = { Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', ß: 'ss', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Þ: 'Th', þ: 'th' };

/** "Maëlle Đặng-Tremblay" → "Maelle Dang-Tremblay": for names that must be plain ASCII (file names, keys). */
export const asciiFold = (text: string): string => [...text.normalize('NFD').replace(/\p{M}/gu, '')].map((char) => WHOLE_LETTERS[char] ?? char).join('');

/**
 * The few words the import itself writes into the content, in each language the product ships
 * words in: where a resume has a score, courses, or no line about an entry, the portrait's
 * description and the title of skills that came without a group. The first resume's language
 * writes the content's, each `--also` its translation's.
 */
const ENGLISH_WORDS = {
  /** "3.8/4.3" reads as a grade point average. */
  score: (score: string) => `GPA ${score}`,
  coursework: (courses: readonly string[]) => `Coursework: ${courses.join(', ')}`,
  /** The line of a job with no summary: its own title and employer. */
  jobLine: (title: string, company: string) => `${title} at ${company}.`,
  /** The line of a degree with no summary, score or courses. */
  degreeLine: (degree: string, institution: string) => `${degree} at ${institution}.`,
  portraitAlt: (name: string) => `Portrait of ${name}`,
  /** The title of the group of skills listed without one. */
  looseSkills: 'Skills',
};

export type ImportWords = typeof ENGLISH_WORDS;

export const IMPORT_WORDS: Readonly<Record<ProductLanguage, ImportWords>> = {
  en: ENGLISH_WORDS,
  // Québec's typography: a no-break space before the colon.
  fr: {
    score: (score) => `Moyenne cumulative\u00a0: ${score}`,
    coursework: (courses) => `Cours\u00a0: ${courses.join(', ')}`,
    jobLine: (title, company) => `${title}, ${company}.`,
    degreeLine: (degree, institution) => `${degree}, ${institution}.`,
    portraitAlt: (name) => `Portrait de ${name}`,
    looseSkills: 'Compétences',
  },
  // Words read alike in Spain and in Latin America.
  es: {
    score: (score) => `Promedio: ${score}`,
    coursework: (courses) => `Asignaturas: ${courses.join(', ')}`,
    jobLine: (title, company) => `${title} en ${company}.`,
    degreeLine: (degree, institution) => `${degree}, ${institution}.`,
    portraitAlt: (name) => `Retrato de ${name}`,
    looseSkills: 'Habilidades',
  },
  // Brazil's: "na" or "no" before an employer depends on its gender, so a comma instead.
  pt: {
    score: (score) => `Média geral: ${score}`,
    coursework: (courses) => `Disciplinas: ${courses.join(', ')}`,
    jobLine: (title, company) => `${title}, ${company}.`,
    degreeLine: (degree, institution) => `${degree}, ${institution}.`,
    portraitAlt: (name) => `Retrato de ${name}`,
    looseSkills: 'Habilidades',
  },
  de: {
    score: (score) => `Notendurchschnitt: ${score}`,
    coursework: (courses) => `Lehrveranstaltungen: ${courses.join(', ')}`,
    jobLine: (title, company) => `${title} bei ${company}.`,
    degreeLine: (degree, institution) => `${degree}, ${institution}.`,
    portraitAlt: (name) => `Porträt von ${name}`,
    looseSkills: 'Kenntnisse',
  },
  // Modern Standard Arabic, with its own comma between courses.
  ar: {
    score: (score) => `المعدل التراكمي: ${score}`,
    coursework: (courses) => `المقررات: ${courses.join('، ')}`,
    jobLine: (title, company) => `${title} في ${company}.`,
    degreeLine: (degree, institution) => `${degree}، ${institution}.`,
    portraitAlt: (name) => `صورة شخصية لـ${name}`,
    looseSkills: 'المهارات',
  },
};

const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/** `es` → "Spanish": a language as the import's messages name it; undefined for a code that names none. */
export const languageName = (code: string): string | undefined => (/^[a-z]{2,3}$/.test(code) ? LANGUAGE_NAMES.of(code) : undefined);

/** Whether the product ships its own words in `code` (src/config/dictionary/), so the import has its few words in it too. */
export const isProductLanguage = (code: string): code is ProductLanguage => (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The `id` each imported entry is filed under (its translations are keyed by it): the id of
 * today's entry known by the same words, so a second import, or one of the site's own
 * resume.json, keeps every id and the translations filed under it; else a kebab-case slug of the
 * entry's first words, `Hydraulics Intern, Fjordvik AS` → `hydraulics-intern-fjordvik-as`, made
 * unique in its file with `-2`, `-3`.
 */

/** Past this many words a slug says no more about its entry, only longer. */
const SLUG_WORDS = 6;

const slug = (words: string): string =>
  asciiFold(words).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, SLUG_WORDS).join('-') || 'entry';

/** Words as compared with today's: case and spacing aside. */
const sameWords = (words: string): string => words.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each entry with its id, first: from the words each is known by (`wordsOf` an entry, imported or today's). */
export function withIds<Entry extends object>(entries: readonly Entry[], today: readonly (Entry & { id: string })[], wordsOf: (entry: Entry) => string): ({ id: string } & Entry)[] {
  const todaysIds = new Map(today.map((entry) => [sameWords(wordsOf(entry)), entry.id]));
  const names = entries.map(wordsOf);
  // A kept id is taken once: a second entry with the same words gets a slug of its own.
  const used = new Set<string>();
  const kept = names.map((name) => todaysIds.get(sameWords(name))).map((id) => (id && !used.has(id) ? (used.add(id), id) : undefined));
  return entries.map((entry, index) => {
    const id = kept[index] || freeName(slug(names[index]!), (name) => used.has(name));
    used.add(id);
    return { id, ...entry };
  });
}

/** `base`, else `base-2`, `base-3` … (`base2` … with no `separator`): the first name `taken` does not refuse. */
export function freeName(base: string, taken: (name: string) => boolean, separator = '-'): string {
  let name = base;
  for (let n = 2; taken(name); n += 1) name = `${base}${separator}${n}`;
  return name;
}

/**
 * JSON Resume dates (`2024`, `2024-05`, `2024-05-13`) as the content's months (`2024-05`), and
 * an entry's `startDate`/`endDate` as its `period` (`end: 'present'` when there is no end date,
 * the standard's way of saying an entry is current).
 */

/** `2024-05-13` → `2024-05`; `2024` → `2024-01` as a start, `2024-12` as an end, `yearOnly` as the month is a guess. */
export function toMonth(date: string, side: 'start' | 'end'): { month: string; yearOnly: boolean } {
  const [year = '', month] = date.split('-');
  if (month === undefined) return { month: `${year}-${side === 'start' ? '01' : '12'}`, yearOnly: true };
  return { month: `${year}-${month}`, yearOnly: false };
}

export function toPeriod(startDate: string, endDate: string | undefined): { period: Period; yearOnly: boolean } {
  const start = toMonth(startDate, 'start');
  const end = endDate === undefined ? undefined : toMonth(endDate, 'end');
  return { period: { start: start.month, end: end?.month ?? PRESENT }, yearOnly: start.yearOnly || Boolean(end?.yearOnly) };
}
