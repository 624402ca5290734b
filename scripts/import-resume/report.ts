/**
 * What an import prints: the problems (nothing written), or the level mapping, the files written
 * and the checklist of what the owner still has to add: what JSON Resume has no field for
 * (photos, gallery, accent, section texts: kept from before), what the import had to fill in
 * (from each mapper's todo lines), what became of the site's languages, and what in the file the
 * page has no place for.
 */
import type { GalleryItem, Profile, SiteLanguage } from '../../src/content/types.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';
import type { LevelMapping } from './map-skills.ts';
import { writtenLanguage } from './mapping.ts';
import type { ResumeProblem } from './read-resume.ts';

/** What an import did (import-resume.ts), as this file prints it; `source`: which file a problem is in. */
export type ImportOutcome =
  | { ok: false; source: 'resume' | 'french' | 'pair'; problems: ResumeProblem[]; contentProblems: string[] }
  | { ok: true; written: string[]; backupDir?: string; levels: LevelMapping[]; checklist: string[] };

/** `frenchFile`: the French resume given with `--fr`, if one was. */
export function reportLines(file: string, outcome: ImportOutcome, frenchFile?: string): string[] {
  if (!outcome.ok) {
    const problems = [...outcome.problems.map(({ path, message }) => `${path}: ${message}`), ...outcome.contentProblems];
    const french = frenchFile ?? 'the French resume';
    const what = {
      french: `${french} cannot be imported`,
      pair: `${file} and ${french} do not pair up, entry for entry`,
      resume: outcome.problems.length > 0 ? `${file} cannot be imported` : `${file} would make content the build refuses`,
    }[outcome.source];
    return [`import:resume: ${what}; nothing was written. ${problems.length} problem(s):`, ...problems.map((line) => `  ${line}`)];
  }
  const levels = outcome.levels.map(
    ({ written, level, guessed, skills }) =>
      `  ${written === undefined ? '(no level)' : JSON.stringify(written)} → ${level}${guessed ? ' (a guess: check it)' : ''}: ${skills.join(', ')}`,
  );
  const written =
    outcome.written.length === 0
      ? ['Nothing changed: the content files already hold this resume.']
      : [
          `Wrote ${outcome.written.map((name) => `src/content/${name}`).join(', ')}.`,
          outcome.backupDir ? `The files they replaced are in ${outcome.backupDir}/ (copy them back to undo).` : 'No backup was made (--force).',
        ];
  return [
    `import:resume: ${file}${frenchFile ? ` and ${frenchFile}` : ''} imported.`,
    ...(levels.length > 0 ? ['', 'Skill levels (as written → as the page shows them):', ...levels] : []),
    '',
    ...written,
    '',
    'Still to do (then run npm start to look at the page):',
    ...outcome.checklist.map((line) => `  [ ] ${line}`),
  ];
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', fr: 'French' };

/** `switched`: the site's first language changed and the texts kept from before are still in the old one. */
export function keptContentTodo(profile: Profile, gallery: readonly GalleryItem[], switched?: { from: string; to: string }): string[] {
  const [from, to] = switched ? [LANGUAGE_NAMES[switched.from] ?? switched.from, LANGUAGE_NAMES[switched.to] ?? switched.to] : [];
  return [
    ...(switched
      ? [`the site is in ${to} now, and what JSON Resume has no field for is kept from before in ${from}: write the greeting, the footer line, the portrait's and the project images' descriptions (profile.ts, projects.ts), the gallery's captions (gallery.ts) and the headings (page-text.ts) in ${to}`]
      : []),
    `profile.ts: portrait: src/assets/images/${profile.portrait} is the photo from before: put yours there (640×640 px or more) and describe it in portraitAlt`,
    `profile.ts: greeting ("${profile.greeting}") and footerTagline ("${profile.footerTagline}") are kept from before: check they are yours`,
    ...(profile.logo ? [`profile.ts: logo: ${profile.logo} is kept from before`] : []),
    `gallery.ts: kept as it was (${gallery.length} photos and their captions): JSON Resume has no photos; put yours in src/assets/images/gallery/ and write their captions and alt texts`,
    'page-text.ts: the section headings and the lines under them are kept as they were: check they fit you',
    'accent.ts: the accent colour is kept as it was: pick yours if you like',
  ];
}

export function notShownTodo(resume: JsonResume, profile: Profile): string[] {
  // One language per file is JSON Resume's way: English or French is the site's first; another is written as its English.
  const lang = writtenLanguage(resume);
  const language = lang && !/^(?:en|fr)\b/i.test(lang) ? [`meta.lang is "${lang}": the import wrote it as the page's English content; import your English resume, or translate these files`] : [];
  // References are the one section of the standard the page has no place for.
  const references = resume.references?.length ?? 0;
  return [
    ...language,
    ...(references > 0 ? [`not imported: the page has no section for references (${references}); mention what matters in a description or the summary`] : []),
    ...(resume.basics?.image?.trim() ? [`not imported: basics.image (${resume.basics.image.trim()}) is not downloaded (the import uses no network): save it over src/assets/images/${profile.portrait}`] : []),
    ...((resume.work ?? []).length + (resume.volunteer ?? []).length === 0 ? ['experience.ts: the JSON Resume has no work or volunteer entries: the work timeline is empty'] : []),
    ...((resume.education ?? []).length === 0 ? ['education.ts: the JSON Resume has no education entries: the education list is empty'] : []),
    ...((resume.interests ?? []).length === 0 ? ['interests.ts: the JSON Resume has no interests: there are no interest tiles'] : []),
  ];
}

/** What the import did to the site's languages: one language now (French put aside), or French made from the French resume. */
export function languagesTodo(
  languages: readonly SiteLanguage[],
  outcome: { frenchSetAside: boolean; backupDir?: string; frenchKeptFrom?: string },
): string[] {
  const [first] = languages as [SiteLanguage, ...SiteLanguage[]];
  if (languages.length > 1) {
    return outcome.frenchKeptFrom
      ? [`translations/fr.ts: made from your French resume; the French greeting, footer line, gallery captions, section headings and borrowed image descriptions are kept from ${outcome.frenchKeptFrom}: check they are yours`]
      : [];
  }
  if (!outcome.frenchSetAside) return [];
  const where = outcome.backupDir ? `${outcome.backupDir}/translations/fr.ts` : 'nowhere (--force made no backup)';
  if (first.code === 'fr') {
    return [`languages.ts: the site is in French alone now (${first.tag}), written in the content files: the French translation of the content from before is put aside in ${where}`];
  }
  return [
    `languages.ts: the site is in English only now (${first.tag}): its French translated the content from before, so it is put aside in ${where} and no page shows it. To bring French back, import your French resume with this one (npm run import:resume -- resume.json --fr resume.fr.json), or write translations/fr.ts and add fr to languages.ts; docs/import-resume.md says what becomes of the French page's address`,
  ];
}
