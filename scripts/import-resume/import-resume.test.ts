/**
 * An invented third student's JSON Resume (tests/fixtures/json-resume/third-student.json: a
 * non-ASCII name, curly quotes, a current job without endDate, free-text levels, an award and
 * spoken languages) imported into a copy of src/content: the files pass the build's content
 * check and hold her values; the site becomes hers in English alone; a second run changes
 * nothing; a file with mistakes writes nothing and names each mistake's JSONPath. Expected
 * values are read from the fixture itself, not written twice.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { contentIn, copyOfContent, filesOf, fixtureText, seedFrench, siteContentProblems, type ContentCopy } from '../../tests/support/content-copy.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';
import { textsOf } from '../content/translations.ts';
import { IMAGES_DIR } from '../content/validate-content.ts';
import { profile as profileBefore } from '../../src/content/profile.ts';
import { profileSource } from './content-sources.ts';
import { ownerHeadline } from '../vite/seo/person-schema.ts';
import { importResume } from './import-resume.ts';
import { readContentExports } from './content-files.ts';
import { sampleCaseStudiesIn } from '../content/sample-files.ts';
import { reportLines, type ImportOutcome } from './report.ts';

const THIRD_STUDENT = fixtureText('third-student.json');
const fixture = JSON.parse(THIRD_STUDENT);
const NOW = new Date('2026-01-02T03:04:05Z');

describe('importing the third student', { timeout: 30_000 }, () => {
  let paths: ContentCopy;
  let before: Record<string, string>;
  let outcome: ImportOutcome;
  let content: SiteContent;
  let languages: SiteLanguage[];

  beforeAll(() => {
    paths = copyOfContent();
    before = filesOf(paths.contentDir);
    outcome = importResume(THIRD_STUDENT, { ...paths, force: false, now: NOW });
    ({ content, languages } = contentIn(paths.contentDir));
  }, 30_000);

  it("writes the files the resume fills, and they pass the build's content check", () => {
    expect(outcome.ok).toBe(true);
    const written = outcome.ok ? outcome.written : [];
    expect(written).toEqual(expect.arrayContaining(['profile.ts', 'experience.ts', 'education.ts', 'projects.ts', 'skills.ts', 'interests.ts', 'awards.ts', 'spoken-languages.ts']));
    // What it did not write is as it was.
    const after = filesOf(paths.contentDir);
    for (const file of Object.keys(after).filter((name) => !written.includes(name))) expect(after[file], file).toBe(before[file]);
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
  });

  it('keeps her name, curly quotes and apostrophes as written, in the file as in the value', () => {
    expect(content.profile.name).toBe('Maëlle Đặng-Tremblay');
    expect(content.profile.name).toBe(fixture.basics.name);
    expect(content.profile.summary).toBe(fixture.basics.summary);
    expect(content.profile.summary).toMatch(/“lab-on-a-chip”.*I’m/);
    expect(content.projects[0]!.title).toBe(fixture.projects[0].name);
    const source = filesOf(paths.contentDir)['profile.ts']!;
    expect(source).toContain(`  name: 'Maëlle Đặng-Tremblay',\n`);
    expect(source).toContain(`    '${fixture.basics.summary}',\n`);
  });

  it('fills the profile from basics; a label the page makes from her degree anyway is not written as a headline', () => {
    expect(content.profile).toMatchObject({
      email: fixture.basics.email,
      phone: fixture.basics.phone,
      tagline: fixture.basics.label,
      location: 'Sherbrooke, QC',
      social: { github: 'https://github.com/maelle-dt-example', linkedin: fixture.basics.profiles[1].url },
    });
    // A headline set by hand before stays (JSON Resume has no field for it; under another name the
    // checklist names it); with none, the page makes the label from her degree itself.
    expect(content.profile.headline).toBe(profileBefore.headline);
    expect(ownerHeadline(content.profile, content.education)).toBe(profileBefore.headline ?? fixture.basics.label);
    expect(content.profile.portraitAlt).toContain(fixture.basics.name);
  });

  it('turns dates into periods: a job without endDate is current, a day date keeps its month', () => {
    const job = (position: string) => content.experience.find((entry) => entry.title === position);
    expect(job(fixture.work[0].position)).toMatchObject({ company: fixture.work[0].name, period: { start: '2025-09', end: 'present' } });
    expect(job(fixture.work[1].position)!.period).toEqual({ start: '2024-05', end: '2024-08' });
    expect(content.experience.map((entry) => entry.title)).toEqual([...fixture.work, ...fixture.volunteer].map((entry: { position: string }) => entry.position));
    expect(content.education).toEqual([
      expect.objectContaining({ degree: 'B.Eng. Biomedical Engineering', institution: fixture.education[0].institution, period: { start: '2022-09', end: '2026-04' } }),
    ]);
  });

  it('keeps a job\'s highlights as a list, each as written, after its summary', () => {
    expect(content.experience[0]).toMatchObject({ description: `${fixture.work[0].summary}`, highlights: fixture.work[0].highlights });
    expect(content.experience[2]).toMatchObject({ highlights: fixture.work[2].highlights });
    expect(content.experience[1]).not.toHaveProperty('highlights');
  });

  it('maps free-text skill levels onto Advanced, Moderate and Beginner, and prints the mapping', () => {
    const levelOf = (name: string) => Object.values(content.skillGroups).flat().find((skill) => skill.name === name)?.level;
    expect(levelOf('Soldering')).toBe('Advanced'); // "Expert"
    expect(levelOf('Python')).toBe('Moderate'); // "Intermediate"
    expect(levelOf('SolidWorks')).toBe('Beginner'); // "Basic"
    expect(Object.values(content.skillGroupTitles)).toEqual(['Lab & Prototyping', 'Programming', 'Skills']);
    const printed = reportLines('third-student.json', outcome).join('\n');
    expect(printed).toContain('"Expert" → Advanced');
    expect(printed).toContain('"Intermediate" → Moderate');
    expect(printed).toContain('"Basic" → Beginner');
    expect(printed).toMatch(/"Self-taught" → Moderate \(a guess: check it\)/);
  });

  it('keeps each spoken language with its fluency as she wrote it, not as a skill level', () => {
    expect(content.spokenLanguages.map(({ language, fluency }) => ({ language, fluency }))).toEqual(fixture.languages);
    expect(Object.values(content.skillGroups).flat().map((skill) => skill.name)).not.toContain('French');
  });

  it('files her award as an award, and her projects and interests as many as she has', () => {
    expect(content.awards).toEqual([{ id: expect.stringMatching(/^[a-z0-9-]+$/), title: fixture.awards[0].title, awarder: fixture.awards[0].awarder, date: fixture.awards[0].date }]);
    expect(content.projects.map((project) => project.title)).toEqual(fixture.projects.map((project: { name: string }) => project.name));
    expect(content.projects[0]!.technologies).toEqual(fixture.projects[0].keywords);
    expect(content.projects[0]!.links).toEqual({ code: fixture.projects[0].url });
    expect(content.interests.map((interest) => interest.title)).toEqual(fixture.interests.map((interest: { name: string }) => interest.name));
  });

  it('keeps what JSON Resume has no field for, and lists only what has no place', () => {
    for (const kept of ['gallery.ts', 'page-text.ts', 'accent.ts']) expect(filesOf(paths.contentDir)[kept]).toBe(before[kept]);
    const checklist = outcome.ok ? outcome.checklist.join('\n') : '';
    expect(checklist).toMatch(/portrait/);
    expect(checklist).toMatch(/gallery\.ts/);
    expect(checklist).toMatch(/page-text\.ts/);
    expect(checklist).toMatch(/accent\.ts/);
    expect(checklist).toMatch(/Mastodon/);
    expect(checklist).not.toMatch(/awards|languages \(|not imported: the page has no section/);
  });

  it('makes the site English alone, in her region, its French from before put aside in the backup', () => {
    expect(languages).toEqual([{ code: 'en', tag: 'en-CA' }]);
    expect(readContentExports(paths.contentDir, 'translations/fr.ts')).toEqual({ fr: undefined });
    // Where the site had French texts (the sample's, or an owner's), they are in the backup.
    if (readContentExports(copyOfContent().contentDir, 'translations/fr.ts').fr !== undefined) {
      expect(filesOf(join(paths.backupRoot, '2026-01-02T03-04-05Z'))['translations/fr.ts']).toBe(before['translations/fr.ts']);
      expect(outcome.ok && outcome.checklist.join('\n')).toMatch(/English only now \(en-CA\).*--also fr resume\.fr\.json/);
    }
  });

  it('backed up every file it replaced, as it was', () => {
    const backupDir = join(paths.backupRoot, '2026-01-02T03-04-05Z');
    expect(outcome.ok && outcome.backupDir).toBe(backupDir);
    const backedUp = filesOf(backupDir);
    // The files it replaced, and the case studies it set aside (below).
    const setAside = Object.keys(before).filter((name) => name.startsWith(`case-studies${sep}`) && !existsSync(join(paths.contentDir, name)));
    expect(Object.keys(backedUp).sort()).toEqual(outcome.ok ? [...outcome.written, ...setAside].sort() : []);
    for (const [name, text] of Object.entries(backedUp)) expect(text).toBe(before[name]);
  });

  it('changes nothing when run again, and backs nothing up', () => {
    const first = filesOf(paths.contentDir);
    const again = importResume(THIRD_STUDENT, { ...paths, force: false, now: new Date('2026-01-02T05:00:00Z') });
    expect(again.ok && again.written).toEqual([]);
    expect(filesOf(paths.contentDir)).toEqual(first);
    expect(Object.keys(filesOf(paths.backupRoot)).every((path) => path.startsWith('2026-01-02T03-04-05Z'))).toBe(true);
  });
});

describe("the owner's case studies, which JSON Resume has no field for", { timeout: 30_000 }, () => {
  it("keeps each one the owner wrote, sets aside the sample's and those of a language the site leaves, and names each", () => {
    const paths = copyOfContent();
    const dir = join(paths.contentDir, 'case-studies');
    // One the owner wrote, in the language the import keeps (the resume's: English).
    const ownStory = '---\nproject: 1\n---\n## Why I built it\n\nMy own words.\n';
    mkdirSync(join(dir, 'en'), { recursive: true });
    writeFileSync(join(dir, 'en', 'my-own-story.md'), ownStory);
    const caseStudies = filesOf(dir);
    const sample = new Set(sampleCaseStudiesIn(dir).map((file) => file.split('/').join(sep)));
    const outcome = importResume(THIRD_STUDENT, { ...paths, force: false, now: NOW });
    expect(outcome.ok).toBe(true);
    const checklist = outcome.ok ? outcome.checklist : [];
    const backup = join(paths.backupRoot, '2026-01-02T03-04-05Z', 'case-studies');
    for (const [file, text] of Object.entries(caseStudies)) {
      const slashed = `case-studies/${file.split(sep).join('/')}`;
      if (!file.startsWith(`en${sep}`) || sample.has(file)) {
        // Moved whole into the backup, and the checklist says where it went.
        expect(existsSync(join(dir, file)), file).toBe(false);
        expect(filesOf(backup)[file], file).toBe(text);
        expect(checklist.some((line) => line.includes(`src/content/${slashed}`) && line.includes('moved into')), file).toBe(true);
      } else {
        // Kept as it is; her projects are not the sample's, so the checklist names it by its file.
        expect(filesOf(dir)[file], file).toBe(text);
        expect(checklist.some((line) => line.startsWith(`${slashed}: `)), file).toBe(true);
      }
    }
    expect(filesOf(dir)[join('en', 'my-own-story.md')]).toBe(ownStory);
    expect(sampleCaseStudiesIn(dir)).toEqual([]);
  });

  it('are not on the checklist when their projects stay, under the same titles', () => {
    const paths = copyOfContent();
    const before = contentIn(paths.contentDir).content;
    const resume = { ...structuredClone(fixture), projects: before.projects.map((project) => ({ name: project.title, description: project.description })) };
    const outcome = importResume(JSON.stringify(resume), { ...paths, force: false, now: NOW });
    expect(outcome.ok && outcome.checklist.filter((line) => line.startsWith('case-studies/'))).toEqual([]);
  });
});

describe('importing again under the name written another way', { timeout: 30_000 }, () => {
  /** What the owner set by hand in profile.ts after the first import: JSON Resume has no field for any of it. */
  const SETTINGS = {
    greeting: 'Bonjour, I’m',
    footerTagline: 'Small channels, big questions.',
    nameParts: { given: 'Maëlle', family: 'Đặng-Tremblay' },
    headline: 'Microfluidics and lab-on-a-chip designer',
    logo: 'logo/mark.svg',
    writingFeed: 'https://dev.to/feed/maelle-dt-example',
    githubRepositories: 4,
  };
  const RESPELLED = 'Maelle Dang-Tremblay';
  let profile: ReturnType<typeof contentIn>['content']['profile'];
  let checklist: string;

  /** Her resume imported, then her settings written into profile.ts; then `basics` imported again, changed. */
  function importAgain(basics: object) {
    // Today's images and a logo of her own, which the content check looks for.
    const imagesDir = join(tempFolder('import-resume-images-'), 'images');
    cpSync(IMAGES_DIR, imagesDir, { recursive: true });
    mkdirSync(join(imagesDir, 'logo'));
    writeFileSync(join(imagesDir, 'logo', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    const paths = { ...copyOfContent(), imagesDir };
    expect(importResume(THIRD_STUDENT, { ...paths, force: true, now: NOW }).ok).toBe(true);
    const first = contentIn(paths.contentDir).content.profile;
    writeFileSync(join(paths.contentDir, 'profile.ts'), profileSource({ ...first, ...SETTINGS, resume: { ...first.resume, paper: 'A4' } }));
    const again = importResume(JSON.stringify({ ...fixture, basics: { ...fixture.basics, ...basics } }), { ...paths, force: true, now: NOW });
    expect(again.ok).toBe(true);
    return { checklist: again.ok ? again.checklist.join('\n') : '', profile: contentIn(paths.contentDir).content.profile };
  }

  beforeAll(() => {
    ({ profile, checklist } = importAgain({ name: RESPELLED }));
  }, 30_000);

  it('keeps every setting of profile.ts that JSON Resume has no field for', () => {
    expect(profile.name).toBe(RESPELLED);
    expect(profile).toMatchObject(SETTINGS);
    expect(profile.resume.paper).toBe('A4');
  });

  it('names on the checklist each kept setting that belongs to a person, to be checked under the new name', () => {
    for (const name of ['nameParts', 'headline', 'writingFeed', 'githubRepositories']) {
      expect(checklist).toMatch(new RegExp(`profile\\.ts: ${name} \\(.*kept from the profile of "Maëlle Đặng-Tremblay"`));
    }
  });

  it('leaves out the count of GitHub repositories when the resume has no GitHub profile, and says so', () => {
    const withoutGitHub = importAgain({ profiles: fixture.basics.profiles.filter((link: { network: string }) => link.network !== 'GitHub') });
    expect(withoutGitHub.profile.githubRepositories).toBeUndefined();
    expect(withoutGitHub.profile.writingFeed).toBe(SETTINGS.writingFeed);
    expect(withoutGitHub.checklist).toMatch(/profile\.ts: githubRepositories \(4\) is left out: the JSON Resume has no GitHub profile/);
  });
});

describe('a resume in French', { timeout: 30_000 }, () => {
  it('makes a site in French alone, its own words in French, and what JSON Resume has no field for in the French from before', () => {
    const paths = copyOfContent();
    const frenchBefore = seedFrench(paths.contentDir);
    const before = contentIn(paths.contentDir);
    const resume = JSON.parse(fixtureText('every-section.fr.json'));
    const outcome = importResume(JSON.stringify(resume), { ...paths, force: true, now: NOW });
    expect(outcome.ok).toBe(true);
    const { content, languages } = contentIn(paths.contentDir);
    expect(languages).toEqual([{ code: 'fr', tag: resume.meta.lang }]);
    expect(content.profile.summary).toBe(resume.basics.summary);
    expect(content.education[0]!.description).toMatch(/^Moyenne cumulative\u00a0: 3,8\/4,3\. Cours\u00a0: /);
    // A site that was in English takes the French from before; one already in French keeps its own.
    const kept = before.languages[0]!.code === 'fr' ? textsOf(before.content) : frenchBefore;
    const sameOwner = before.content.profile.name === resume.basics.name;
    expect(content.profile).toMatchObject({ greeting: kept.profile.greeting, footerTagline: kept.profile.footerTagline });
    expect(content.profile.portraitAlt).toBe(sameOwner ? kept.profile.portraitAlt : `Portrait de ${resume.basics.name}`);
    expect(content.pageText).toEqual(kept.pageText);
    expect(content.gallery.map(({ id, caption, alt }) => [id, { caption, alt }])).toEqual(Object.entries(kept.gallery));
    expect(readContentExports(paths.contentDir, 'translations/fr.ts')).toEqual({ fr: undefined });
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
  });

  it('is not a first resume for --fr, which takes the English one first', () => {
    const outcome = importResume(fixtureText('every-section.fr.json'), { ...copyOfContent(), also: [{ code: 'fr', text: fixtureText('every-section.fr.json') }], force: true, now: NOW });
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(['$.meta.lang']);
  });
});

describe('a resume in a language the product ships no words in', { timeout: 30_000 }, () => {
  it('writes nothing, and names the language', () => {
    const paths = copyOfContent();
    const before = filesOf(paths.contentDir);
    const outcome = importResume(JSON.stringify({ ...fixture, meta: { lang: 'it-IT' } }), { ...paths, force: true, now: NOW });
    expect(reportLines('resume.json', outcome).join('\n')).toMatch(/resume\.json cannot be imported.*\n {2}\$\.meta\.lang: Italian is not a language the product ships words in \(en, fr, es, pt, de, ar\): .*src\/content\/words\/it\.ts/);
    expect(filesOf(paths.contentDir)).toEqual(before);
  });
});

describe('--force', { timeout: 30_000 }, () => {
  it('overwrites without a backup', () => {
    const paths = copyOfContent();
    const outcome = importResume(THIRD_STUDENT, { ...paths, force: true, now: NOW });
    expect(outcome.ok && outcome.written.length).toBeGreaterThan(6);
    // No file it replaced is kept; only the case studies it set aside, the owner's words, are.
    const kept = existsSync(paths.backupRoot) ? Object.keys(filesOf(paths.backupRoot)) : [];
    expect(kept.filter((path) => !path.includes(`${sep}case-studies${sep}`))).toEqual([]);
  });
});

describe('a file with mistakes', { timeout: 30_000 }, () => {
  it('writes nothing and names each mistake by its JSONPath', () => {
    const paths = copyOfContent();
    const before = filesOf(paths.contentDir);
    const outcome = importResume(fixtureText('invalid.json'), { ...paths, force: false, now: NOW });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(['$.basics.email', '$.basics.profiles[0].url', '$.work[0].startDate', '$.skills']);
    expect(filesOf(paths.contentDir)).toEqual(before);
    expect(existsSync(paths.backupRoot)).toBe(false);
    const printed = reportLines('invalid.json', outcome);
    expect(printed[0]).toMatch(/nothing was written\. 4 problem\(s\)/);
    expect(printed).toContain('  $.work[0].startDate: "May 2024" is not a date: write it as YYYY-MM (or YYYY, or YYYY-MM-DD)');
  });

  it('writes nothing when the standard allows what the site cannot show: no name, a job without a start, a language without its fluency', () => {
    const paths = copyOfContent();
    const before = filesOf(paths.contentDir);
    const { name: _name, ...basics } = fixture.basics;
    const { startDate: _start, ...job } = fixture.work[0];
    const languages = [{ language: 'French' }];
    const awards = [{ ...fixture.awards[0], date: '2024-02-30' }];
    const outcome = importResume(JSON.stringify({ ...fixture, basics, work: [job], languages, awards }), { ...paths, force: false, now: NOW });
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(['$.basics.name', '$.work[0].startDate', '$.awards[0].date', '$.languages[0].fluency']);
    expect(filesOf(paths.contentDir)).toEqual(before);
  });

  it('says so for text that is not JSON', () => {
    const outcome = importResume('{ "basics": ', { ...copyOfContent(), force: false, now: NOW });
    expect(!outcome.ok && outcome.problems[0]!.path).toBe('$');
  });
});
