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
import { alsoCommand } from './content-sources.ts';
import { translationFile } from './content-files.ts';
import { languageName } from './mapping.ts';
import type { ResumeProblem } from './read-resume.ts';

/**
 * What an import did (import-resume.ts), as this file prints it. `source`: the options given
 * (`usage`), a file, or two that do not pair; `resumes`: the files, by their place among those
 * given (0 the first resume, 1 the first `--also` one …).
 */
export type ImportOutcome =
  | { ok: false; source: 'usage' | 'resume' | 'pair'; resumes: number[]; problems: ResumeProblem[]; contentProblems: string[] }
  | { ok: true; written: string[]; backupDir?: string; levels: LevelMapping[]; checklist: string[] };

/** "a, b and c", as the messages list files and languages. */
export const listed = (items: readonly string[]): string => new Intl.ListFormat('en').format(items);

/** `alsoFiles`: the resume of each `--also` (and `--fr`), in the order given. */
export function reportLines(file: string, outcome: ImportOutcome, ...alsoFiles: string[]): string[] {
  const files = [file, ...alsoFiles];
  if (!outcome.ok) {
    const problems = [...outcome.problems.map(({ path, message }) => `${path}: ${message}`), ...outcome.contentProblems];
    // Wrong usage is told in one line (run.ts prints the usage under it).
    if (outcome.source === 'usage') return problems.map((line) => `import:resume: ${line}`);
    const [one, other] = outcome.resumes.map((at) => files[at] ?? 'the resume');
    const what = outcome.source === 'pair' ? `${one} and ${other} do not pair up, entry for entry` : one ? `${one} cannot be imported` : `${listed(files)} would make content the build refuses`;
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
    `import:resume: ${listed(files)} imported.`,
    ...(levels.length > 0 ? ['', 'Skill levels (as written → as the page shows them):', ...levels] : []),
    '',
    ...written,
    '',
    'Still to do (then run npm start to look at the page):',
    ...outcome.checklist.map((line) => `  [ ] ${line}`),
  ];
}

/** `switched`: the site's first language changed and the texts kept from before are still in the old one. */
export function keptContentTodo(profile: Profile, gallery: readonly GalleryItem[], switched?: { from: string; to: string }): string[] {
  const [from, to] = switched ? [switched.from, switched.to].map((code) => languageName(code) ?? code) : [];
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
  // References are the one section of the standard the page has no place for.
  const references = resume.references?.length ?? 0;
  return [
    ...(references > 0 ? [`not imported: the page has no section for references (${references}); mention what matters in a description or the summary`] : []),
    ...(resume.basics?.image?.trim() ? [`not imported: basics.image (${resume.basics.image.trim()}) is not downloaded (the import uses no network): save it over src/assets/images/${profile.portrait}`] : []),
    ...((resume.work ?? []).length + (resume.volunteer ?? []).length === 0 ? ['experience.ts: the JSON Resume has no work or volunteer entries: the work timeline is empty'] : []),
    ...((resume.education ?? []).length === 0 ? ['education.ts: the JSON Resume has no education entries: the education list is empty'] : []),
    ...((resume.interests ?? []).length === 0 ? ['interests.ts: the JSON Resume has no interests: there are no interest tiles'] : []),
  ];
}

/**
 * What the import did to the site's languages: each translation made from a resume, with the
 * texts it kept from before (`keptFrom`, by language: where they were read); each put aside, as
 * the site no longer has its language (`setAside`).
 */
export function languagesTodo(
  languages: readonly SiteLanguage[],
  outcome: { setAside: readonly string[]; backupDir?: string; keptFrom: Readonly<Record<string, string>> },
): string[] {
  const name = (code: string) => languageName(code) ?? code;
  const kept = Object.entries(outcome.keptFrom).map(([code, file]) =>
    `${translationFile(code)}: made from your ${name(code)} resume; the ${name(code)} greeting, footer line, gallery captions, section headings and borrowed image descriptions are kept from ${file}: check they are yours`);
  const now = `the site is in ${listed(languages.map(({ code }) => name(code)))}${languages.length === 1 ? ' only' : ''} now (${languages.map(({ tag }) => tag).join(', ')})`;
  const setAside = outcome.setAside.map((code) => {
    const where = outcome.backupDir ? `${outcome.backupDir}/${translationFile(code)}` : 'nowhere (--force made no backup)';
    if (code === languages[0]!.code) return `languages.ts: ${now}, written in the content files: the ${name(code)} translation of the content from before is put aside in ${where}`;
    return `languages.ts: ${now}: its ${name(code)} translated the content from before, so it is put aside in ${where} and no page shows it. To bring ${name(code)} back, import your ${name(code)} resume with this one (${alsoCommand(code)}), or write ${translationFile(code)} and add ${code} to languages.ts; docs/import-resume.md says what becomes of the ${name(code)} page's address`;
  });
  return [...kept, ...setAside];
}
