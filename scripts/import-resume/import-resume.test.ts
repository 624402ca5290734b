/**
 * An invented third student's JSON Resume (tests/fixtures/json-resume/third-student.json: a
 * non-ASCII name, curly quotes, a current job without endDate, free-text levels) imported into
 * a copy of src/content: the files pass the build's content check and hold her values; a second
 * run changes nothing; a file with mistakes writes nothing and names each mistake's JSONPath.
 * Expected values are read from the fixture itself, not written twice.
 */
import { languages } from '../../src/content/languages';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schemas from '../../src/content/schema';
import type { Education, Experience, Interest, Profile, Project, SkillGroups } from '../../src/content/types';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles, IMAGES_DIR } from '../content/validate-content';
import { importResume, type ImportOutcome } from './import-resume';
import { reportLines } from './report';

const CONTENT_DIR = fileURLToPath(new URL('../../src/content', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/json-resume', import.meta.url));
const fixtureText = readFileSync(join(FIXTURES, 'third-student.json'), 'utf8');
const fixture = JSON.parse(fixtureText);
const NOW = new Date('2026-01-02T03:04:05Z');

/** A checkout-like folder with a copy of today's content and room for backups. */
function copyOfContent() {
  const root = mkdtempSync(join(tmpdir(), 'import-resume-'));
  const contentDir = join(root, 'content');
  cpSync(CONTENT_DIR, contentDir, { recursive: true });
  return { contentDir, imagesDir: IMAGES_DIR, backupRoot: join(root, 'backup') };
}

const filesOf = (dir: string) =>
  Object.fromEntries(readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map(({ name }) => [name, readFileSync(join(dir, name), 'utf8')]));

async function contentModule<Exports>(dir: string, file: string): Promise<Exports> {
  return (await import(pathToFileURL(join(dir, file)).href)) as Exports;
}

describe('importing the third student', () => {
  let paths: ReturnType<typeof copyOfContent>;
  let before: Record<string, string>;
  let outcome: ImportOutcome;
  let profile: Profile;
  let experience: Experience[];
  let education: Education[];
  let projects: Project[];
  let skillGroups: SkillGroups;
  let skillGroupTitles: Record<string, string>;
  let interests: Interest[];

  beforeAll(async () => {
    paths = copyOfContent();
    before = filesOf(paths.contentDir);
    outcome = importResume(fixtureText, { ...paths, force: false, now: NOW });
    ({ profile } = await contentModule<{ profile: Profile }>(paths.contentDir, 'profile.ts'));
    ({ experience } = await contentModule<{ experience: Experience[] }>(paths.contentDir, 'experience.ts'));
    ({ education } = await contentModule<{ education: Education[] }>(paths.contentDir, 'education.ts'));
    ({ projects } = await contentModule<{ projects: Project[] }>(paths.contentDir, 'projects.ts'));
    ({ skillGroups, skillGroupTitles } = await contentModule<{ skillGroups: SkillGroups; skillGroupTitles: Record<string, string> }>(paths.contentDir, 'skills.ts'));
    ({ interests } = await contentModule<{ interests: Interest[] }>(paths.contentDir, 'interests.ts'));
  });

  it('writes the six files the resume fills, and they pass the build\'s content check', () => {
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && [...outcome.written].sort()).toEqual(['education.ts', 'experience.ts', 'interests.ts', 'profile.ts', 'projects.ts', 'skills.ts']);
    expect([
      ...checkContentValue('profile.ts', 'profile', schemas.profileSchema, profile),
      ...checkContentValue('experience.ts', 'experience', schemas.experienceListSchema, experience),
      ...checkContentValue('education.ts', 'education', schemas.educationListSchema, education),
      ...checkContentValue('projects.ts', 'projects', schemas.projectsSchema, projects),
      ...checkContentValue('skills.ts', 'skillGroups', schemas.skillGroupsSchema, skillGroups),
      ...checkContentValue('skills.ts', 'skillGroupTitles', schemas.skillGroupTitlesSchema, skillGroupTitles),
      ...checkContentValue('interests.ts', 'interests', schemas.interestsSchema, interests),
      ...checkInterestIcons(interests),
      ...checkSkillGroupTitles(skillGroups, skillGroupTitles),
    ]).toEqual([]);
  });

  it('keeps her name, curly quotes and apostrophes as written, in the file as in the value', () => {
    expect(profile.name).toBe('Maëlle Đặng-Tremblay');
    expect(profile.name).toBe(fixture.basics.name);
    expect(profile.summary).toBe(fixture.basics.summary);
    expect(profile.summary).toMatch(/“lab-on-a-chip”.*I’m/);
    expect(projects[0]!.title).toBe(fixture.projects[0].name);
    const source = readFileSync(join(paths.contentDir, 'profile.ts'), 'utf8');
    expect(source).toContain(`  name: 'Maëlle Đặng-Tremblay',\n`);
    expect(source).toContain(`    '${fixture.basics.summary}',\n`);
  });

  it('fills the profile from basics', () => {
    expect(profile).toMatchObject({
      email: fixture.basics.email,
      phone: fixture.basics.phone,
      headline: fixture.basics.label,
      location: 'Sherbrooke, QC',
      social: { github: 'https://github.com/maelle-dt-example', linkedin: fixture.basics.profiles[1].url },
    });
    expect(profile.portraitAlt).toContain(fixture.basics.name);
  });

  it('turns dates into periods: a job without endDate is current, a day date keeps its month', () => {
    const job = (position: string) => experience.find((entry) => entry.title === position);
    expect(job(fixture.work[0].position)).toMatchObject({ company: fixture.work[0].name, period: { start: '2025-09', end: 'present' } });
    expect(job(fixture.work[1].position)!.period).toEqual({ start: '2024-05', end: '2024-08' });
    expect(experience.map((entry) => entry.title)).toEqual([...fixture.work, ...fixture.volunteer].map((entry: { position: string }) => entry.position));
    expect(education).toEqual([
      expect.objectContaining({ degree: 'B.Eng. Biomedical Engineering', institution: fixture.education[0].institution, period: { start: '2022-09', end: '2026-04' } }),
    ]);
  });

  it('maps free-text levels onto Advanced, Moderate and Beginner, and prints the mapping', () => {
    const levelOf = (name: string) => Object.values(skillGroups).flat().find((skill) => skill.name === name)?.level;
    expect(levelOf('Soldering')).toBe('Advanced'); // "Expert"
    expect(levelOf('Python')).toBe('Moderate'); // "Intermediate"
    expect(levelOf('English')).toBe('Advanced'); // "Fluent"
    expect(levelOf('Vietnamese')).toBe('Beginner'); // "Basic"
    expect(levelOf('SolidWorks')).toBe('Beginner'); // "Basic"
    expect(Object.values(skillGroupTitles)).toEqual(['Lab & Prototyping', 'Programming', 'Skills', 'Languages']);
    const printed = reportLines('third-student.json', outcome).join('\n');
    expect(printed).toContain('"Expert" → Advanced');
    expect(printed).toContain('"Intermediate" → Moderate');
    expect(printed).toContain('"Fluent" → Advanced');
    expect(printed).toContain('"Basic" → Beginner');
    expect(printed).toMatch(/"Self-taught" → Moderate \(a guess: check it\)/);
  });

  it('takes the projects and interests as many as she has, on images and icons the page can draw', () => {
    expect(projects.map((project) => project.title)).toEqual(fixture.projects.map((project: { name: string }) => project.name));
    expect(projects[0]!.technologies).toEqual(fixture.projects[0].keywords);
    expect(projects[0]!.links).toEqual({ code: fixture.projects[0].url });
    expect(interests.map((interest) => interest.title)).toEqual(fixture.interests.map((interest: { name: string }) => interest.name));
  });

  it('keeps what JSON Resume has no field for, and says what is left to do', () => {
    for (const kept of ['gallery.ts', 'page-text.ts', 'accent.ts']) expect(readFileSync(join(paths.contentDir, kept), 'utf8')).toBe(before[kept]);
    const checklist = outcome.ok ? outcome.checklist.join('\n') : '';
    expect(checklist).toMatch(/portrait/);
    expect(checklist).toMatch(/gallery\.ts/);
    expect(checklist).toMatch(/page-text\.ts/);
    expect(checklist).toMatch(/accent\.ts/);
    // A second language's translation still holds the content from before.
    for (const { code } of languages.slice(1)) expect(checklist).toContain(`translations/${code}.ts: still translates the content from before`);
    expect(checklist).toMatch(/awards \(1\)/);
  });

  it('backed up every file it replaced, as it was', () => {
    const backupDir = join(paths.backupRoot, '2026-01-02T03-04-05Z');
    expect(outcome.ok && outcome.backupDir).toBe(backupDir);
    const backedUp = filesOf(backupDir);
    expect(Object.keys(backedUp).sort()).toEqual(['education.ts', 'experience.ts', 'interests.ts', 'profile.ts', 'projects.ts', 'skills.ts']);
    for (const [name, text] of Object.entries(backedUp)) expect(text).toBe(before[name]);
  });

  it('changes nothing when run again, and backs nothing up', () => {
    const first = filesOf(paths.contentDir);
    const again = importResume(fixtureText, { ...paths, force: false, now: new Date('2026-01-02T05:00:00Z') });
    expect(again.ok && again.written).toEqual([]);
    expect(filesOf(paths.contentDir)).toEqual(first);
    expect(readdirSync(paths.backupRoot)).toEqual(['2026-01-02T03-04-05Z']);
  });
});

describe('a resume in another language', () => {
  it('is imported as the English content, and the checklist says so', () => {
    const outcome = importResume(JSON.stringify({ ...fixture, meta: { lang: 'fr' } }), { ...copyOfContent(), force: true, now: NOW });
    expect(outcome.ok && outcome.checklist.join('\n')).toMatch(/meta\.lang is "fr": the import wrote it as the page's English content/);
  });
});

describe('--force', () => {
  it('overwrites without a backup', () => {
    const paths = copyOfContent();
    const outcome = importResume(fixtureText, { ...paths, force: true, now: NOW });
    expect(outcome.ok && outcome.written.length).toBe(6);
    expect(existsSync(paths.backupRoot)).toBe(false);
  });
});

describe('a file with mistakes', () => {
  it('writes nothing and names each mistake by its JSONPath', () => {
    const paths = copyOfContent();
    const before = filesOf(paths.contentDir);
    const outcome = importResume(readFileSync(join(FIXTURES, 'invalid.json'), 'utf8'), { ...paths, force: false, now: NOW });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(['$.basics.email', '$.basics.profiles[0].url', '$.work[0].startDate', '$.skills']);
    expect(filesOf(paths.contentDir)).toEqual(before);
    expect(existsSync(paths.backupRoot)).toBe(false);
    const printed = reportLines('invalid.json', outcome);
    expect(printed[0]).toMatch(/nothing was written\. 4 problem\(s\)/);
    expect(printed).toContain('  $.work[0].startDate: "May 2024" is not a date: write it as YYYY-MM (or YYYY, or YYYY-MM-DD)');
  });

  it('writes nothing when the standard allows what the site cannot show: no name, a job without a start', () => {
    const paths = copyOfContent();
    const before = filesOf(paths.contentDir);
    const { name: _name, ...basics } = fixture.basics;
    const { startDate: _start, ...job } = fixture.work[0];
    const outcome = importResume(JSON.stringify({ ...fixture, basics, work: [job] }), { ...paths, force: false, now: NOW });
    expect(!outcome.ok && outcome.problems.map((problem) => problem.path)).toEqual(['$.basics.name', '$.work[0].startDate']);
    expect(filesOf(paths.contentDir)).toEqual(before);
  });

  it('says so for text that is not JSON', () => {
    const outcome = importResume('{ "basics": ', { ...copyOfContent(), force: false, now: NOW });
    expect(!outcome.ok && outcome.problems[0]!.path).toBe('$');
  });
});

describe('the site\'s own resume.json, imported back', () => {
  /** Today's content in the shape the build's resume.json gives it (one skill per entry, its group as keyword; newest job first). */
  async function sampleAsJsonResume() {
    const { profile } = await import('../../src/content/profile');
    const { experience } = await import('../../src/content/experience');
    const { education } = await import('../../src/content/education');
    const { projects } = await import('../../src/content/projects');
    const { skillGroups, skillGroupTitles } = await import('../../src/content/skills');
    const { interests } = await import('../../src/content/interests');
    const dates = ({ start, end }: { start: string; end: string }) => ({ startDate: start, ...(end === 'present' ? {} : { endDate: end }) });
    return {
      content: { profile, experience, education, projects, skillGroups, skillGroupTitles, interests },
      resume: {
        basics: {
          name: profile.name,
          label: 'Engineering Student',
          email: profile.email,
          ...(profile.phone ? { phone: profile.phone } : {}),
          url: 'https://example.org/',
          summary: profile.summary,
          location: { address: profile.location },
          profiles: Object.entries(profile.social).map(([network, url]) => ({ network, url })),
        },
        work: [...experience].reverse().map((entry) => ({ name: entry.company, position: entry.title, ...dates(entry.period), summary: entry.description })),
        education: education.map((entry) => ({ institution: entry.institution, area: entry.degree, ...dates(entry.period), summary: entry.description })),
        projects: projects.map((project) => ({ name: project.title, description: project.description, keywords: project.technologies })),
        skills: Object.entries(skillGroups).flatMap(([key, skills]) => skills.map((skill) => ({ name: skill.name, level: skill.level, keywords: [skillGroupTitles[key]!] }))),
        interests: interests.map((interest) => ({ name: interest.title })),
      },
    };
  }

  it('gives back the same profile, history, projects, skill groups and interest icons', async () => {
    const { content, resume } = await sampleAsJsonResume();
    const paths = copyOfContent();
    expect(importResume(JSON.stringify(resume), { ...paths, force: true, now: NOW }).ok).toBe(true);
    const read = <Exports>(file: string) => contentModule<Exports>(paths.contentDir, file);
    const { profile } = await read<{ profile: Profile }>('profile.ts');
    expect(profile).toMatchObject({ ...content.profile, headline: 'Engineering Student' });
    // JSON Resume has no ids: the import makes them, numbers for projects, slugs of each entry's words for the rest.
    const withoutId = <Entry extends { id: unknown }>({ id: _id, ...entry }: Entry) => entry;
    const { experience } = await read<{ experience: Experience[] }>('experience.ts');
    expect(experience).toHaveLength(content.experience.length);
    expect(experience.map(withoutId)).toEqual(expect.arrayContaining(content.experience.map(withoutId)));
    expect((await read<{ education: Education[] }>('education.ts')).education.map(withoutId)).toEqual(content.education.map(withoutId));
    expect((await read<{ projects: Project[] }>('projects.ts')).projects.map(withoutId)).toEqual(content.projects.map(withoutId));
    const skills = await read<{ skillGroups: SkillGroups; skillGroupTitles: Record<string, string> }>('skills.ts');
    expect(skills.skillGroups).toEqual(content.skillGroups);
    expect(Object.entries(skills.skillGroupTitles)).toEqual(Object.entries(content.skillGroupTitles));
    const { interests } = await read<{ interests: Interest[] }>('interests.ts');
    expect(interests.map(({ title, icon }) => ({ title, icon }))).toEqual(content.interests.map(({ title, icon }) => ({ title, icon })));
  });
});
