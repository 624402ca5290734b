/**
 * A JSON Resume in, the owner's content files out; with resumes in further languages (`--also`),
 * their translations too. In order: the languages given are checked (one resume each, `--first`
 * naming one of them, each one the product ships words in); each file is checked against the
 * standard's schema, then against what the site needs, and each further file against the first
 * (./read-resume.ts); the content is made from them and today's files (for what JSON Resume has
 * no field for) and checked as the build will check it; only then is anything written. Any
 * problem on the way: a list of them, and nothing written. The site's languages become the
 * resumes': the first one's at the root (its `meta.lang`, English when it says none, or the one
 * `--first` names), then each further one in the order given; a translation of a language the
 * site no longer has is put aside in the backup, so no text of the content before reaches a page.
 */
import { join } from 'node:path';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import { LANGUAGE_CODES, type ProductLanguage } from '../../src/config/language-codes.ts';
import { translateContent, type SiteContent } from '../../src/lib/languages/site-content.ts';
import { CONTENT_FILES } from '../content/content-exports.ts';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles } from '../content/validate-content.ts';
import { checkLanguages, checkTranslation, sourceHashes, textsOf } from '../content/translations.ts';
import { ownerHeadline } from '../vite/seo/person-schema.ts';
import { contentSources } from './content-sources.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';
import { importEducation, importExperience, importOptionalKinds } from './map-entries.ts';
import { importInterests } from './map-interests.ts';
import { importProfile } from './map-profile.ts';
import { caseStudiesSetAside, caseStudyFiles, setAsideTodo, withoutCaseStudyUrls } from './case-studies.ts';
import { caseStudiesTodo, importProjects } from './map-projects.ts';
import { importSkills } from './map-skills.ts';
import { importTranslation } from './map-translation.ts';
import { readContent, translationBefore, translationCodes, translationFile, writeContentFiles, type TranslationBefore } from './content-files.ts';
import { IMPORT_WORDS, isProductLanguage, languageName, resumeLanguage, writtenLanguage } from './mapping.ts';
import { pairingProblems, readResume, type ResumeProblem } from './read-resume.ts';
import { keptContentTodo, languagesTodo, listed, notShownTodo, type ImportOutcome } from './report.ts';

/** A resume in a further language: its language's code (`es`), and its text. */
export interface LanguageResume {
  code: string;
  text: string;
}

export interface ImportOptions {
  /** The content folder read and written: `src/content` in a checkout. */
  contentDir: string;
  /** The images the content names (`src/assets/images`): the check looks for each there. */
  imagesDir: string;
  /** Where today's files are copied before they are overwritten. */
  backupRoot: string;
  /** Overwrite without a backup. */
  force: boolean;
  /** The resumes in further languages (`--also`, and `--fr` for French), in the order their pages are listed. */
  also?: readonly LanguageResume[];
  /** The language at the root (`--first`): the first resume's, or an `also` one's, which then goes first. */
  first?: string;
  now?: Date;
}

const refused = (source: (ImportOutcome & { ok: false })['source'], resumes: number[], problems: ResumeProblem[], contentProblems: string[] = []): ImportOutcome => ({ ok: false, source, resumes, problems, contentProblems });

/** A resume read, in its language, at its place among those given (0 the first). */
interface Given {
  code: ProductLanguage;
  resume: JsonResume;
  at: number;
}

/** What is wrong with the languages given (the first resume's, then each further one's), as wrong usage: a code that names no language, a language twice, `--first` naming none given. */
function usageProblems(resumes: readonly LanguageResume[], firstOption: string | undefined): ResumeProblem[] {
  const codes = resumes.map(({ code }) => code);
  const asked = [...codes.slice(1).map((code) => ['--also', code]), ...(firstOption === undefined ? [] : [['--first', firstOption]])];
  const unknown = asked.filter(([, code]) => !languageName(code!)).map(([option, code]) => ({ path: `${option} ${code}`, message: `"${code}" is not a language code (such as ${LANGUAGE_CODES.join(', ')})` }));
  if (unknown.length > 0) return unknown;
  const twice = codes.findIndex((code, index) => codes.indexOf(code) !== index);
  if (twice > 0) {
    const name = languageName(codes[twice]!);
    return [codes[0] === codes[twice] ? { path: '$.meta.lang', message: `says the first resume is in ${name}, and a ${name} resume is given with it too: give each language once (--first says which one is first)` } : { path: `--also ${codes[twice]}`, message: `gives a second ${name} resume: give each language once` }];
  }
  if (firstOption !== undefined && !codes.includes(firstOption)) return [{ path: `--first ${firstOption}`, message: `names ${languageName(firstOption)}, and the resumes given are in ${listed(codes.map((code) => languageName(code)!))}` }];
  return [];
}

/** A language the product ships no words in: the site would need the owner's, which no import writes. */
const wordsProblem = (code: string, path: string): ResumeProblem => ({
  path,
  message: `${languageName(code) ?? `"${code}"`} is not a language the product ships words in (${LANGUAGE_CODES.join(', ')}): a site in it needs yours in src/content/words/${code}.ts (docs/content.md), and the import's few words in it too; import your resume in one of those`,
});

export function importResume(jsonText: string, options: ImportOptions): ImportOutcome {
  const reading = readResume(jsonText);
  if (!reading.resume) return refused('resume', [0], reading.problems);
  // The owner's case studies stay as they are; the site's own resume.json names their pages.
  const caseStudies = caseStudyFiles(options.contentDir);
  const resumes = [{ code: resumeLanguage(reading.resume), text: jsonText }, ...(options.also ?? [])];
  const usage = usageProblems(resumes, options.first);
  if (usage.length > 0) return refused('usage', [], usage);
  const given: Given[] = [];
  for (const [at, { code, text }] of resumes.entries()) {
    const read = at === 0 ? reading : readResume(text);
    if (!read.resume) return refused('resume', [at], read.problems);
    if (!isProductLanguage(code)) return refused('resume', [at], [wordsProblem(code, at === 0 ? '$.meta.lang' : `--also ${code}`)]);
    given.push({ code, resume: withoutCaseStudyUrls(read.resume, caseStudies), at });
  }
  // `--first` puts its language first; the others keep their order.
  const [main, ...others] = given.sort((one, other) => Number(other.code === options.first) - Number(one.code === options.first)) as [Given, ...Given[]];
  for (const other of others) {
    const unpaired = pairingProblems(main.resume, other.resume, [main.code, other.code]);
    if (unpaired.length > 0) return refused('pair', [main.at, other.at], unpaired);
  }
  const { resume, code: first } = main;
  const words = IMPORT_WORDS[first];

  const { languages: todayLanguages, ...todayContent } = readContent(options.contentDir);
  const firstToday = todayLanguages[0]?.code ?? 'en';
  // A site whose first language changes: what JSON Resume has no field for (the greeting, the
  // gallery, the headings …) is kept in the new first language from before, where there is one.
  const keptBefore = first === firstToday ? undefined : translationBefore(options.contentDir, options.backupRoot, first);
  const today = keptBefore ? translateContent(todayContent, keptBefore.translation) : todayContent;
  const keptIn = keptBefore || first === firstToday ? undefined : firstToday;
  const sameOwner = resume.basics!.name!.trim() === today.profile.name;
  const experience = importExperience(resume, words, today.experience);
  const education = importEducation(resume, words, today.education);
  const profile = importProfile(resume, today.profile, words, ownerHeadline({}, education.value, first));
  const projects = importProjects(resume, today.projects);
  const skills = importSkills(resume, { skillGroups: today.skillGroups, skillGroupTitles: today.skillGroupTitles }, words);
  const interests = importInterests(resume, today.interests, sameOwner);
  const content: SiteContent = {
    ...today,
    profile: profile.value,
    projects: projects.value,
    ...skills.value,
    experience: experience.value,
    education: education.value,
    interests: interests.value,
    ...importOptionalKinds(resume, today),
  };
  // languages.ts: the first resume's language, then each further one's.
  const languages: SiteLanguage[] = [main, ...others].map(({ code, resume: own }) => ({ code, tag: siteLanguageTag(code, own, todayLanguages, sameOwner) }));

  // Each further language's translation, made from its resume and its translation from before.
  const translations: Record<string, Translation | undefined> = Object.fromEntries(translationCodes(options.contentDir).map((code) => [code, undefined]));
  const keptFrom: Record<string, string> = {};
  const contentProblems = [...contentCheck(content, options.imagesDir), ...checkLanguages(languages)];
  for (const [index, other] of others.entries()) {
    // The site's first language before, now a further one, has its texts from before in the content files.
    const before = other.code === firstToday ? contentFilesBefore(todayContent) : translationBefore(options.contentDir, options.backupRoot, other.code);
    const isOwners = sameOwner && before?.fromToday === true && todayLanguages.some(({ code }) => code === other.code);
    const made = importTranslation({ content, codes: [first, other.code], first: resume, resume: other.resume, isOwners, todayCards: today.projects, before: before?.translation });
    if (made.problems.length > 0) return refused('pair', [main.at, other.at], made.problems);
    translations[other.code] = made.value;
    if (before) keptFrom[other.code] = before.file;
    contentProblems.push(...translationCheck(languages[index + 1]!, made.value, content, before === undefined));
  }
  if (contentProblems.length > 0) return refused('resume', [], [], contentProblems);

  const files = contentSources(content, languages, translations, keptBefore !== undefined);
  const setAside = caseStudiesSetAside(options.contentDir, caseStudies, languages, sameOwner);
  const { written, backupDir } = writeContentFiles(files, { ...options, setAside: setAside.map(({ file }) => file) });
  const kept = caseStudies.filter(({ file }) => !setAside.some((study) => study.file === file));
  const translationsSetAside = Object.keys(translations).filter((code) => !translations[code] && written.includes(translationFile(code)));
  const checklist = [
    ...[profile, experience, education, projects, skills, interests].flatMap(({ todo }) => todo),
    ...keptContentTodo(content.profile, content.gallery, keptIn === undefined ? undefined : { from: firstToday, to: first }),
    ...languagesTodo(languages, { setAside: translationsSetAside, backupDir, keptFrom }),
    ...notShownTodo(resume, content.profile),
    ...setAsideTodo(setAside, backupDir),
    ...caseStudiesTodo(kept, today.projects, content.projects),
  ];
  return { ok: true, written, backupDir, levels: skills.levels, checklist };
}

/** What the import leaves as it was, so the build has checked it already: the gallery, the page's texts, the accent. */
const KEPT_EXPORTS: readonly string[] = ['gallery', 'pageText', 'accent'];

/** The build's own content check, on what is about to be written: a value the standard allows but the site does not stops here, not at the next build. */
function contentCheck(content: SiteContent, imagesDir: string): string[] {
  return [
    ...CONTENT_FILES.filter(({ exportName }) => !KEPT_EXPORTS.includes(exportName)).flatMap(({ file, exportName, schema }) =>
      checkContentValue(file, exportName, schema, content[exportName as keyof SiteContent], imagesDir),
    ),
    ...checkInterestIcons(content.interests),
    ...checkSkillGroupTitles(content.skillGroups, content.skillGroupTitles),
  ];
}

/** The content files before the import, as the translation of the language they were written in. */
function contentFilesBefore(todayContent: SiteContent): TranslationBefore {
  const texts = textsOf(todayContent);
  return { translation: { sources: sourceHashes(texts), ...texts }, file: 'the content files before', fromToday: true };
}

/** A translation against the imported texts, as the build checks it; with no translation from before, why some texts have none. */
function translationCheck(language: SiteLanguage, translation: Translation, content: SiteContent, nothingBefore: boolean): string[] {
  const { problems } = checkTranslation(language, translation, textsOf(content));
  if (problems.length === 0 || !nothingBefore) return problems;
  const [file, name] = [translationFile(language.code), languageName(language.code)];
  return [
    `${file}: there is no ${name} from before (not in src/content/${file}, nor in the backups) for what JSON Resume has no field for: the greeting, the footer line, the gallery's captions, the section headings, the project images' descriptions. Restore a ${file} that has them, then import again`,
    ...problems,
  ];
}

/**
 * Each page's tag in languages.ts: `meta.lang` when it names a region (`en-IE`, `fr-CA`); else,
 * for the same owner, today's tag for that language (the region they chose); else the language
 * in the country of `basics.location` (`countryCode` CA → `en-CA`); else today's tag; else the
 * language alone.
 */

/** `en-ie` → `en-IE`: the language in lower case, a two-letter region in upper case, as tags are written. */
const tagCase = (tag: string): string =>
  tag
    .split('-')
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('-');

/** The tag of `code`'s page, from the resume in that language; `sameOwner`: the resume names the person the content names today. */
function siteLanguageTag(code: string, resume: JsonResume, today: readonly SiteLanguage[], sameOwner: boolean): string {
  const lang = writtenLanguage(resume);
  if (/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})+$/i.test(lang) && lang.toLowerCase().startsWith(`${code}-`)) return tagCase(lang);
  const todayTag = today.find((language) => language.code === code)?.tag;
  if (sameOwner && todayTag) return todayTag;
  const country = resume.basics?.location?.countryCode?.trim() ?? '';
  if (/^[A-Za-z]{2}$/.test(country)) return `${code}-${country.toUpperCase()}`;
  return todayTag ?? code;
}

/** Where a checkout keeps its content, its images and the import's backups. */
export const checkoutPaths = (checkout: string) => ({
  contentDir: join(checkout, 'src/content'),
  imagesDir: join(checkout, 'src/assets/images'),
  backupRoot: join(checkout, '.content-backup'),
});
