/**
 * A resume with every section (tests/fixtures/json-resume/every-section.json, an invented
 * electrical-engineering student in Québec) imported into a copy of src/content, in English
 * alone and with her French resume (`--fr`, every-section.fr.json): every section has its place
 * but references; no text of the owner before is left anywhere in the content but what JSON
 * Resume has no field for; the French is filed by id; resumes that do not pair up write nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { checkSiteLanguages } from '../content/translations.ts';
import { contentIn, copyOfContent, filesOf, fixtureText, seedFrench, siteContentProblems, type ContentCopy } from '../../tests/support/content-copy.ts';
import { importResume } from './import-resume.ts';
import { readContentExports } from './content-files.ts';
import { reportLines, type ImportOutcome } from './report.ts';

const ENGLISH = fixtureText('every-section.json');
const FRENCH = fixtureText('every-section.fr.json');
const english = JSON.parse(ENGLISH);
const french = JSON.parse(FRENCH);
const NOW = new Date('2026-03-04T05:06:07Z');

/** Every text of a value, however deep (a translation, a list of entries). */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsIn) : [];

/**
 * The texts of a content folder that are its owner's alone, in every language it holds: the
 * summary, the tagline, each job, degree, project and interest (long enough to be words of a
 * sentence, not a name such as "Python" that two owners may share). A project's image keeps its
 * description with it, so that is not among them. Where the owner is the student imported (her
 * own resume again), her texts in English are hers still: only her French from before counts.
 */
function ownTexts(dir: string): string[] {
  const { content, french: translation } = contentIn(dir);
  const { profile, experience, education, projects, interests } = content;
  const sameOwner = profile.name === english.basics.name;
  const ownEnglish = sameOwner
    ? []
    : [
        profile.summary,
        profile.tagline,
        ...textsIn([
          experience.map(({ title, company, description }) => ({ title, company, description })),
          education.map(({ degree, institution, description }) => ({ degree, institution, description })),
          projects.map(({ title, description }) => ({ title, description })),
          interests.map(({ title, blurb }) => ({ title, blurb })),
        ]),
      ];
  const ownFrench = translation
    ? [translation.profile.summary, translation.profile.tagline, ...textsIn([translation.experience, translation.education, Object.values(translation.projects).map(({ title, description }) => ({ title, description })), translation.interests])]
    : [];
  return [...new Set([...ownEnglish, ...ownFrench])].filter((text) => text.length >= 12);
}

/** A content file's code without its comments, whose examples are the product's, not an owner's. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The content files that still hold, word for word, one of `texts`. */
const filesHolding = (dir: string, texts: readonly string[]) =>
  Object.entries(filesOf(dir)).flatMap(([file, source]) => texts.filter((text) => withoutComments(source).includes(text)).map((text) => `${file}: ${text}`));

describe('a resume with every section, in English alone', { timeout: 30_000 }, () => {
  let paths: ContentCopy;
  let textsBefore: string[];
  let outcome: ImportOutcome;
  let content: SiteContent;
  let languages: SiteLanguage[];

  beforeAll(() => {
    paths = copyOfContent();
    // French texts of the owner before, whether or not the site has French.
    seedFrench(paths.contentDir);
    textsBefore = ownTexts(paths.contentDir);
    outcome = importResume(ENGLISH, { ...paths, force: false, now: NOW });
    ({ content, languages } = contentIn(paths.contentDir));
  }, 30_000);

  it("passes the build's content check, in one language, her own region's", () => {
    expect(outcome.ok).toBe(true);
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
    expect(languages).toEqual([{ code: 'en', tag: english.meta.lang }]);
  });

  it('files her certificate, award, publication and spoken languages as their own kinds, as written', () => {
    const [certificate, award, publication] = [english.certificates[0], english.awards[0], english.publications[0]];
    expect(content.certificates).toEqual([{ id: expect.any(String), name: certificate.name, issuer: certificate.issuer, date: certificate.date, url: certificate.url }]);
    expect(content.awards).toEqual([{ id: expect.any(String), title: award.title, awarder: award.awarder, date: award.date, summary: award.summary }]);
    expect(content.publications).toEqual([
      { id: expect.any(String), title: publication.name, publisher: publication.publisher, date: publication.releaseDate, url: publication.url, summary: publication.summary },
    ]);
    expect(content.spokenLanguages.map(({ language, fluency }) => ({ language, fluency }))).toEqual(english.languages);
  });

  it('puts her volunteer role on the work timeline, and every highlight of a job in its list', () => {
    const role = english.volunteer[0];
    expect(content.experience).toHaveLength(english.work.length + english.volunteer.length);
    expect(content.experience.at(-1)).toMatchObject({ title: role.position, company: role.organization, highlights: role.highlights });
    english.work.forEach((job: { position: string; highlights: string[] }, index: number) => {
      expect(content.experience[index]).toMatchObject({ title: job.position, highlights: job.highlights });
    });
  });

  it('gives every entry an id of its words, unique in its file', () => {
    for (const list of [content.experience, content.education, content.interests, content.certificates, content.awards, content.publications, content.spokenLanguages]) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('keeps a skill whose name holds commas whole', () => {
    expect(Object.values(content.skillGroups).flat().map((skill) => skill.name)).toContain('CSA C22.1, C22.2');
  });

  it('lists on the checklist only what has no place: her references, her website', () => {
    const checklist = outcome.ok ? outcome.checklist.join('\n') : '';
    expect(checklist).toMatch(/no section for references \(1\)/);
    expect(checklist).not.toMatch(/awards|certificates|publications|languages \(\d/);
  });

  it('leaves no text of the owner before in any content file, in either language', () => {
    expect(textsBefore.length).toBeGreaterThan(0);
    expect(filesHolding(paths.contentDir, textsBefore)).toEqual([]);
    expect(readContentExports(paths.contentDir, 'translations/fr.ts')).toEqual({ fr: undefined });
  });
});

describe('French brought back with --fr after an import in English alone', { timeout: 30_000 }, () => {
  it('comes from her French resume, and from the French put aside only for what JSON Resume has no field for', () => {
    const paths = copyOfContent();
    const frenchBefore = seedFrench(paths.contentDir);
    const textsBefore = ownTexts(paths.contentDir);
    expect(importResume(ENGLISH, { ...paths, force: false, now: NOW }).ok).toBe(true);
    const outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: FRENCH }], force: false, now: new Date('2026-03-04T06:00:00Z') });
    expect(outcome.ok).toBe(true);
    const { content, languages, french: translation } = contentIn(paths.contentDir);
    expect(translation!.profile).toMatchObject({ tagline: french.basics.label, portraitAlt: `Portrait de ${french.basics.name}`, greeting: frenchBefore.profile.greeting });
    expect(filesHolding(paths.contentDir, textsBefore)).toEqual([]);
    expect(siteContentProblems(paths.contentDir, content, languages, translation)).toEqual([]);
  }, 30_000); // Two imports and their checks: seconds on a loaded 2-core machine.
});

describe('a resume with every section and its French counterpart (--fr)', { timeout: 30_000 }, () => {
  let paths: ContentCopy;
  let frenchBefore: Translation;
  let textsBefore: string[];
  let outcome: ImportOutcome;
  let content: SiteContent;
  let languages: SiteLanguage[];
  let translation: Translation;

  beforeAll(() => {
    paths = copyOfContent();
    frenchBefore = seedFrench(paths.contentDir);
    textsBefore = ownTexts(paths.contentDir);
    outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: FRENCH }], force: false, now: NOW });
    const read = contentIn(paths.contentDir);
    ({ content, languages } = read);
    translation = read.french!;
  }, 30_000);

  it("passes the build's content check in both languages, with no translation older than its texts", () => {
    expect(outcome.ok).toBe(true);
    expect(languages).toEqual([{ code: 'en', tag: english.meta.lang }, { code: 'fr', tag: french.meta.lang }]);
    expect(siteContentProblems(paths.contentDir, content, languages, translation)).toEqual([]);
    expect(checkSiteLanguages(languages, { fr: translation }, content).warnings.filter((warning) => !warning.includes('ignored'))).toEqual([]);
  });

  it("files each entry's French under the id of its English entry", () => {
    content.experience.forEach((entry, index) => {
      const source = [...french.work, ...french.volunteer][index];
      expect(translation.experience[entry.id]).toEqual({ title: source.position, company: source.name ?? source.organization, description: source.summary, highlights: source.highlights });
    });
    expect(translation.education[content.education[0]!.id]).toMatchObject({ degree: 'Baccalauréat en génie électrique', institution: french.education[0].institution });
    expect(translation.certificates).toEqual({ [content.certificates[0]!.id]: { name: french.certificates[0].name } });
    expect(translation.awards).toEqual({ [content.awards[0]!.id]: { title: french.awards[0].title, summary: french.awards[0].summary } });
    expect(translation.publications).toEqual({ [content.publications[0]!.id]: { title: french.publications[0].name, summary: french.publications[0].summary } });
    expect(Object.values(translation.spokenLanguages ?? {})).toEqual(french.languages);
    expect(translation.interests[content.interests[0]!.id]).toEqual({ title: french.interests[0].name, blurb: `${french.interests[0].keywords[0]}.` });
  });

  it('names each skill in French by its English name, and each group by its key', () => {
    const [key] = Object.keys(content.skillGroups).filter((group) => content.skillGroupTitles[group] === english.skills[2].name);
    expect(translation.skillGroupTitles[key!]).toBe(french.skills[2].name);
    expect(translation.skillNames[key!]).toEqual(Object.fromEntries(english.skills[2].keywords.map((name: string, index: number) => [name, french.skills[2].keywords[index]])));
  });

  it('takes her French profile from her French resume, and only what JSON Resume has no field for from the French before', () => {
    expect(translation.profile).toMatchObject({ summary: french.basics.summary, tagline: french.basics.label, headline: french.basics.label, location: 'Trois-Rivières, Québec' });
    expect(translation.profile.portraitAlt).toContain(french.basics.name);
    expect(translation.profile.greeting).toBe(frenchBefore.profile.greeting);
    expect(translation.profile.footerTagline).toBe(frenchBefore.profile.footerTagline);
    expect(translation.gallery).toEqual(frenchBefore.gallery);
    expect(translation.pageText).toEqual(frenchBefore.pageText);
    expect(filesHolding(paths.contentDir, textsBefore)).toEqual([]);
  });

  it('changes nothing when run again', () => {
    const first = filesOf(paths.contentDir);
    const again = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: FRENCH }], force: false, now: new Date('2026-03-04T06:00:00Z') });
    expect(again.ok && again.written).toEqual([]);
    expect(filesOf(paths.contentDir)).toEqual(first);
  });

  it('puts the French aside again when the next import is in English alone', () => {
    const next = importResume(ENGLISH, { ...paths, force: false, now: new Date('2026-03-04T07:00:00Z') });
    expect(next.ok && next.written.sort()).toEqual(['languages.ts', 'translations/fr.ts']);
    expect(readContentExports(paths.contentDir, 'languages.ts').languages).toEqual([languages[0]]);
    expect(readContentExports(paths.contentDir, 'translations/fr.ts')).toEqual({ fr: undefined });
  });
});

describe('resumes that do not pair up', { timeout: 30_000 }, () => {
  it('write nothing, and each entry that does not pair is named at its JSONPath', () => {
    const paths = copyOfContent();
    seedFrench(paths.contentDir);
    const before = filesOf(paths.contentDir);
    const unpaired = { ...french, work: french.work.slice(1), awards: [{ ...french.awards[0], date: '2024-12' }] };
    const outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: JSON.stringify(unpaired) }], force: false, now: NOW });
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(expect.arrayContaining(['$.work[2]', '$.awards[0].date']));
    expect(filesOf(paths.contentDir)).toEqual(before);
    expect(filesOf(paths.backupRoot)).toEqual({});
    expect(reportLines('resume.json', outcome, 'resume.fr.json')[0]).toMatch(/^import:resume: resume\.json and resume\.fr\.json do not pair up, entry for entry; nothing was written\./);
  });

  it('write nothing when the French resume itself has a mistake, named in that file', () => {
    const paths = copyOfContent();
    const outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: JSON.stringify({ ...french, basics: { ...french.basics, email: 'pas une adresse' } }) }], force: false, now: NOW });
    expect(!outcome.ok && [outcome.source, outcome.resumes]).toEqual(['resume', [1]]);
    expect(reportLines('resume.json', outcome, 'resume.fr.json')[0]).toMatch(/^import:resume: resume\.fr\.json cannot be imported/);
  });
});

describe('--fr with no French from before', { timeout: 30_000 }, () => {
  it('writes nothing, and says which French texts have nowhere to come from', () => {
    const paths = copyOfContent();
    expect(importResume(ENGLISH, { ...paths, force: true, now: NOW }).ok).toBe(true);
    const outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'fr', text: FRENCH }], force: false, now: NOW });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.contentProblems[0]).toMatch(/no French from before .* the gallery's captions, the section headings/);
  });
});
