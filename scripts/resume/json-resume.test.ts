import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { awards } from '../../src/content/awards.ts';
import { certificates } from '../../src/content/certificates.ts';
import { education } from '../../src/content/education.ts';
import { experience } from '../../src/content/experience.ts';
import { interests } from '../../src/content/interests.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { publications } from '../../src/content/publications.ts';
import { skillGroupTitles, skillGroups } from '../../src/content/skills.ts';
import { spokenLanguages } from '../../src/content/spoken-languages.ts';
import { jsonResumeProblems } from '../../tests/support/json-resume-schema.ts';
import { jsonResume } from './json-resume.ts';

const content = { profile, experience, education, projects, skillGroups, skillGroupTitles, interests, certificates, awards, publications, spokenLanguages };
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

  it("holds the content's certificates, awards, publications and spoken languages in the standard's own sections, and none it does not have", () => {
    const sorted = (list: readonly object[]) => list.map((entry) => JSON.stringify(entry)).sort();
    const expected: Record<string, object[]> = {
      certificates: certificates.map(({ name, date, issuer, url }) => ({ name, date, issuer, ...(url ? { url } : {}) })),
      awards: awards.map(({ title, date, awarder, summary }) => ({ title, date, awarder, ...(summary ? { summary } : {}) })),
      publications: publications.map(({ title, publisher, date, url, summary }) => ({ name: title, publisher, releaseDate: date, ...(url ? { url } : {}), ...(summary ? { summary } : {}) })),
      languages: spokenLanguages.map(({ language, fluency }) => ({ language, fluency })),
    };
    for (const [section, entries] of Object.entries(expected)) {
      const written = (resume as Record<string, unknown>)[section] as object[] | undefined;
      if (entries.length === 0) expect(written, `${section}: none in the content`).toBeUndefined();
      else expect(sorted(written ?? []), section).toEqual(sorted(entries));
    }
  });

  it('gives each job and each school the highlights the content gives it, and none to one without', () => {
    for (const job of experience) {
      const written = resume.work.find((entry) => entry.position === job.title && entry.name === job.company)!;
      expect(written.highlights).toEqual(job.highlights?.length ? job.highlights : undefined);
    }
    for (const school of education) {
      const written = resume.education.find((entry) => entry.area === school.degree && entry.institution === school.institution)!;
      expect(written.highlights).toEqual(school.highlights?.length ? school.highlights : undefined);
    }
  });

  it('lists every skill with its level, in the first language\'s words', () => {
    const { levels } = wordsIn(FIRST_LANGUAGE).skills;
    const written = resume.skills.map((skill) => `${skill.name}: ${skill.level}`).sort();
    expect(written).toEqual(Object.values(skillGroups).flat().map((skill) => `${skill.name}: ${levels[skill.level]}`).sort());
  });
});

describe('the schema check itself', () => {
  it('refuses a resume with a spelled-out date and a name that is not text', () => {
    const broken = { ...resume, basics: { ...resume.basics, name: 7 }, work: [{ ...resume.work[0]!, startDate: 'May 2025' }] };
    expect(jsonResumeProblems(broken)).toEqual([expect.stringMatching(/^\/basics\/name /), expect.stringMatching(/^\/work\/0\/startDate /)]);
  });
});

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the JSON Resume in %s', (language) => {
  const content = contentIn(language);
  const pageUrl = `https://example.org/portfolio/${pagePathOf(language)}`;
  const written = jsonResume(content, pageUrl, `${pageUrl}resume.json`, language);
  const { levels } = wordsIn(language).skills;

  it('is valid against the official schema, and says its language in meta.lang', () => {
    expect(jsonResumeProblems(written)).toEqual([]);
    expect(written.meta.lang).toBe(language);
  });

  it("names that language's page and holds that language's texts and skill levels", () => {
    expect(written.basics.url).toBe(pageUrl);
    expect(written.basics.summary).toBe(content.profile.summary);
    expect(written.work.map((job) => job.position).sort()).toEqual(content.experience.map((job) => job.title).sort());
    expect(written.interests.map((interest) => interest.name)).toEqual(content.interests.map((interest) => interest.title));
    const skills = Object.values(content.skillGroups).flat();
    expect(written.skills.map((skill) => `${skill.name}: ${skill.level}`).sort()).toEqual(skills.map((skill) => `${skill.name}: ${levels[skill.level]}`).sort());
  });
});

describe('the first language\'s JSON Resume', () => {
  it('is the one made without a language: the file at the site\'s root is as it always was', () => {
    expect(jsonResume(content, 'https://example.org/', 'https://example.org/resume.json', FIRST_LANGUAGE)).toEqual(
      jsonResume(content, 'https://example.org/', 'https://example.org/resume.json'),
    );
  });
});
