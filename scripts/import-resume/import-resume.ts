/**
 * A JSON Resume in, the owner's content files out; with a French resume (`--fr`), the French
 * translation too. In order: each file is checked against the standard's schema, then against
 * what the site needs, and the two files against each other (./read-resume.ts); the content is
 * made from them and today's files (for what JSON Resume has no field for) and checked as the
 * build will check it; only then is anything written. Any problem on the way: a list of them,
 * and nothing written. The site's languages become the resume's: its own alone (English, or
 * French for a French resume), the French translation put aside in the backup (so no text of
 * the content before reaches a page), or English and French when the French resume came with it.
 */
import { join } from 'node:path';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import { translateContent, type SiteContent } from '../../src/lib/languages/site-content.ts';
import { CONTENT_FILES } from '../content/content-exports.ts';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles } from '../content/validate-content.ts';
import { checkLanguages, checkTranslation, textsOf } from '../content/translations.ts';
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
import { FRENCH_FILE, frenchBefore, readContent, writeContentFiles } from './content-files.ts';
import { IMPORT_WORDS, writtenLanguage } from './mapping.ts';
import { pairingProblems, readResume, type ResumeProblem } from './read-resume.ts';
import { keptContentTodo, languagesTodo, notShownTodo, type ImportOutcome } from './report.ts';

export interface ImportOptions {
  /** The content folder read and written: `src/content` in a checkout. */
  contentDir: string;
  /** The images the content names (`src/assets/images`): the check looks for each there. */
  imagesDir: string;
  /** Where today's files are copied before they are overwritten. */
  backupRoot: string;
  /** Overwrite without a backup. */
  force: boolean;
  /** The French resume's text (`--fr`): the site gets a French page made from it. */
  french?: string;
  now?: Date;
}

const refused = (source: (ImportOutcome & { ok: false })['source'], problems: ResumeProblem[], contentProblems: string[] = []): ImportOutcome => ({ ok: false, source, problems, contentProblems });

export function importResume(jsonText: string, options: ImportOptions): ImportOutcome {
  const reading = readResume(jsonText);
  if (!reading.resume) return refused('resume', reading.problems);
  // The owner's case studies stay as they are; the site's own resume.json names their pages.
  const caseStudies = caseStudyFiles(options.contentDir);
  const resume = withoutCaseStudyUrls(reading.resume, caseStudies);
  // The resume's own language is the site's first: French for a resume that says so, else English.
  const first = resumeLanguage(resume);
  const words = IMPORT_WORDS[first];
  let french: JsonResume | undefined;
  if (options.french !== undefined) {
    if (first === 'fr') return refused('resume', [{ path: '$.meta.lang', message: 'says the resume is French: give your English resume first, and the French one with --fr' }]);
    const frenchReading = readResume(options.french);
    if (!frenchReading.resume) return refused('french', frenchReading.problems);
    french = withoutCaseStudyUrls(frenchReading.resume, caseStudies);
    const unpaired = pairingProblems(resume, french);
    if (unpaired.length > 0) return refused('pair', unpaired);
  }

  const { languages: todayLanguages, ...todayContent } = readContent(options.contentDir);
  const firstToday = todayLanguages[0]?.code ?? 'en';
  // A French resume for a site written in English: what JSON Resume has no field for (the
  // greeting, the gallery, the headings …) is kept in the French from before, where there is one.
  const keptFrench = first === 'fr' && firstToday !== 'fr' ? frenchBefore(options.contentDir, options.backupRoot) : undefined;
  const today = keptFrench ? translateContent(todayContent, keptFrench.translation) : todayContent;
  const keptIn = keptFrench || first === firstToday ? undefined : firstToday;
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
  // languages.ts: the resume's language, and French beside it when the French resume came with it (below).
  const languages: SiteLanguage[] = [
    { code: first, tag: siteLanguageTag(first, resume, todayLanguages, sameOwner) },
    ...(french ? [{ code: 'fr' as const, tag: siteLanguageTag('fr', french, todayLanguages, sameOwner) }] : []),
  ];

  const before = french ? frenchBefore(options.contentDir, options.backupRoot) : undefined;
  let translation: Translation | undefined;
  if (french) {
    const frenchIsOwners = sameOwner && before?.fromToday === true && todayLanguages.some(({ code }) => code === 'fr');
    const made = importTranslation({ content, english: resume, french, frenchIsOwners, todayCards: today.projects, before: before?.translation });
    if (made.problems.length > 0) return refused('pair', made.problems);
    translation = made.value;
  }

  const contentProblems = [
    ...contentCheck(content, options.imagesDir),
    ...checkLanguages(languages),
    ...(translation ? translationCheck(languages[1]!, translation, content, before === undefined) : []),
  ];
  if (contentProblems.length > 0) return refused('resume', [], contentProblems);

  const files = contentSources(content, languages, translation, keptFrench !== undefined);
  const setAside = caseStudiesSetAside(options.contentDir, caseStudies, languages, sameOwner);
  const { written, backupDir } = writeContentFiles(files, { ...options, setAside: setAside.map(({ file }) => file) });
  const kept = caseStudies.filter(({ file }) => !setAside.some((study) => study.file === file));
  const checklist = [
    ...[profile, experience, education, projects, skills, interests].flatMap(({ todo }) => todo),
    ...keptContentTodo(content.profile, content.gallery, keptIn === undefined ? undefined : { from: firstToday, to: first }),
    ...languagesTodo(languages, { frenchSetAside: !translation && written.includes(FRENCH_FILE), backupDir, frenchKeptFrom: before?.file }),
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

/** The French translation against the imported texts, as the build checks it; with no French from before, why some texts have none. */
function translationCheck(language: SiteLanguage, translation: Translation, content: SiteContent, nothingBefore: boolean): string[] {
  const { problems } = checkTranslation(language, translation, textsOf(content));
  if (problems.length === 0 || !nothingBefore) return problems;
  return [
    `${FRENCH_FILE}: there is no French from before (not in src/content/${FRENCH_FILE}, nor in the backups) for what JSON Resume has no field for: the greeting, the footer line, the gallery's captions, the section headings, the project images' descriptions. Restore a translations/fr.ts that has them, then import again`,
    ...problems,
  ];
}

/**
 * languages.ts after an import: the imported resume's language first (French when its
 * `meta.lang` says so, else English), and French second when the French resume came with an
 * English one (`--fr`); no other. Each page's tag: `meta.lang`
 * when it names a region (`en-IE`, `fr-CA`); else, for the same owner, today's tag for that
 * language (the region they chose); else the language in the country of `basics.location`
 * (`countryCode` CA → `en-CA`); else today's tag; else the language alone.
 */

type ImportedCode = 'en' | 'fr';

/** The language a resume is written in, of those the import writes: French when its `meta.lang` says so, else English. */
const resumeLanguage = (resume: JsonResume): ImportedCode => /^fr\b/i.test(writtenLanguage(resume)) ? 'fr' : 'en';

/** `en-ie` → `en-IE`: the language in lower case, a two-letter region in upper case, as tags are written. */
const tagCase = (tag: string): string =>
  tag
    .split('-')
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('-');

/** The tag of `code`'s page, from the resume in that language; `sameOwner`: the resume names the person the content names today. */
function siteLanguageTag(code: ImportedCode, resume: JsonResume, today: readonly SiteLanguage[], sameOwner: boolean): string {
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
