import { describe, expect, it } from 'vitest';
import { education } from '../../src/content/education';
import { experience } from '../../src/content/experience';
import { interests } from '../../src/content/interests';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { skillGroupTitles, skillGroups } from '../../src/content/skills';
import { jsonResumeProblems } from '../../tests/support/json-resume-schema';
import { jsonResume } from './json-resume';

const content = { profile, experience, education, projects, skillGroups, skillGroupTitles, interests };
const resume = jsonResume(content, 'https://example.org/portfolio/', 'https://example.org/portfolio/resume.json');

describe('the JSON Resume made from the owner\'s content', () => {
  it('is valid against the official schema (Ajv 8, formats checked)', () => {
    expect(jsonResumeProblems(resume)).toEqual([]);
  });

  it('names the owner and their email as the page does', () => {
    expect(resume.basics.name).toBe(profile.name);
    expect(resume.basics.email).toBe(profile.email);
  });

  it('has one work entry per job and one project per project card, each by its title', () => {
    expect(resume.work.map((job) => job.position).sort()).toEqual(experience.map((job) => job.title).sort());
    expect(resume.work.map((job) => job.name).sort()).toEqual(experience.map((job) => job.company).sort());
    expect(resume.projects.map((project) => project.name)).toEqual(projects.map((project) => project.title));
  });

  it('dates each entry by month, YYYY-MM, and leaves the end out of one still going', () => {
    for (const entry of [...resume.work, ...resume.education]) {
      expect(entry.startDate).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      if ('endDate' in entry) expect(entry.endDate).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
    for (const job of experience) {
      const written = resume.work.find((entry) => entry.position === job.title && entry.name === job.company)!;
      expect(written.startDate).toBe(job.period.start);
      if (job.period.end === 'present') expect(written).not.toHaveProperty('endDate');
      else expect(written).toHaveProperty('endDate', job.period.end);
    }
  });

  it('lists every skill with its level', () => {
    const written = resume.skills.map((skill) => `${skill.name}: ${skill.level}`).sort();
    expect(written).toEqual(Object.values(skillGroups).flat().map((skill) => `${skill.name}: ${skill.level}`).sort());
  });
});

describe('the schema check itself', () => {
  it('refuses a resume with a spelled-out date and a name that is not text', () => {
    const broken = { ...resume, basics: { ...resume.basics, name: 7 }, work: [{ ...resume.work[0]!, startDate: 'May 2025' }] };
    expect(jsonResumeProblems(broken)).toEqual([expect.stringMatching(/^\/basics\/name /), expect.stringMatching(/^\/work\/0\/startDate /)]);
  });
});
