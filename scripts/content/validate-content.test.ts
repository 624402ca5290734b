import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experience } from '../../src/content/experience.ts';
import { gallery } from '../../src/content/gallery.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { experienceListSchema, gallerySchema, profileSchema, projectsSchema, skillGroupsSchema } from '../../src/config/content-schema.ts';
import { skillGroups } from '../../src/content/skills.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { unusedImages } from './unused-images.ts';
import { checkContentValue, formatPath, namedImages, validateContent } from './validate-content.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

describe('validateContent', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(validateContent()).toEqual([]);
  });

  it("reports a case study's mistakes with the others, by file and line", () => {
    const root = tempFolder('case-study-check-');
    const folder = join(root, 'src/content/case-studies', SITE_LANGUAGES[0]!.code);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'its-story.md'), `---\nproject: ${projects[0]!.id}\n---\n# Title\n`);
    expect(validateContent(root)).toContain(
      `src/content/case-studies/${SITE_LANGUAGES[0]!.code}/its-story.md:4: a # heading is not allowed: the page's one title is the project's own; start your headings at ##`,
    );
  });
});

describe('checkContentValue', () => {
  it('names the file, the field path and the allowed levels for a wrong skill level', () => {
    const [key, skills] = Object.entries(skillGroups)[0]!;
    const broken = { ...skillGroups, [key]: skills.map((skill, index) => (index === 0 ? { ...skill, level: 'Expert' } : skill)) };
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, broken)).toEqual([
      `skills.ts: ${key}[0].level: "Expert" is not one of Advanced, Moderate, Beginner`,
    ]);
  });

  it('refuses empty text, a malformed email and a URL that is not http(s)', () => {
    const broken = { ...profile, tagline: '   ', email: 'someone@', social: { ...profile.social, linkedin: 'linkedin.com/in/x' } };
    expect(checkContentValue('profile.ts', 'profile', profileSchema, broken)).toEqual([
      'profile.ts: tagline: must not be empty',
      'profile.ts: email: "someone@" is not an email address',
      'profile.ts: social.linkedin: "linkedin.com/in/x" is not an http(s) URL',
    ]);
  });

  it('takes a visit counter at an https address ending in /count, or plain http on this machine only', () => {
    const withCounter = (visitCounter: string) => checkContentValue('profile.ts', 'profile', profileSchema, { ...profile, visitCounter });
    expect(withCounter('https://avery.goatcounter.com/count')).toEqual([]);
    expect(withCounter('https://stats.example.org/goat/count')).toEqual([]);
    expect(withCounter('http://127.0.0.1:4791/count')).toEqual([]);
    expect(withCounter('http://localhost:8081/count')).toEqual([]);
    const advice = "must be your counter's https address ending in /count, like 'https://NAME.goatcounter.com/count'";
    expect(withCounter('http://avery.goatcounter.com/count')).toEqual([`profile.ts: visitCounter: "http://avery.goatcounter.com/count" ${advice}`]);
    expect(withCounter('https://avery.goatcounter.com')).toEqual([`profile.ts: visitCounter: "https://avery.goatcounter.com" ${advice}`]);
    expect(withCounter('https://avery.goatcounter.com/count?p=/')).toEqual([`profile.ts: visitCounter: "https://avery.goatcounter.com/count?p=/" ${advice}`]);
    expect(withCounter('avery.goatcounter.com/count')).toEqual(['profile.ts: visitCounter: "avery.goatcounter.com/count" is not an http(s) URL']);
  });

  it('refuses a duplicate project id and an image with no file', () => {
    const [first, second] = projects;
    const broken = [first!, { ...second!, id: first!.id, image: 'projects/missing.jpg' }];
    expect(checkContentValue('projects.ts', 'projects', projectsSchema, broken)).toEqual([
      `projects.ts: projects[1].id: ${first!.id} is used by another project; ids must be unique`,
      'projects.ts: projects[1].image: "projects/missing.jpg" has no file at src/assets/images/projects/missing.jpg',
    ]);
  });

  it('says where an image must live, and which field is missing or unknown', () => {
    const [photo] = gallery;
    const problems = checkContentValue('gallery.ts', 'gallery', gallerySchema, [{ ...photo!, imageUrl: 'me.png', caption: undefined, colour: 'red' }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'gallery.ts: gallery[0]: has unknown field(s) colour',
        'gallery.ts: gallery[0].imageUrl: "me.png" must be a file directly in src/assets/images/gallery/ (a path like "gallery/photo.jpg")',
        'gallery.ts: gallery[0].caption: is required',
      ]),
    );
  });

  it('accepts counts other than the sample\'s: two projects, one photo, no history', () => {
    expect(checkContentValue('projects.ts', 'projects', projectsSchema, projects.slice(0, 2))).toEqual([]);
    expect(checkContentValue('gallery.ts', 'gallery', gallerySchema, gallery.slice(0, 1))).toEqual([]);
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [])).toEqual([]);
  });

  it('wants a period of start and end months it can sort by', () => {
    const [latest] = experience;
    const withPeriods = (...periods: unknown[]) => periods.map((period) => ({ ...latest!, period }));
    expect(
      checkContentValue('experience.ts', 'experience', experienceListSchema, withPeriods('Summer 2025', { start: '2025-13', end: '2025-08' }, { start: '2025-05', end: 'now' })),
    ).toEqual([
      "experience.ts: experience[0].period: \"Summer 2025\" must be a period like { start: '2023-09', end: '2027-04' } (or end: 'present' while it goes on)",
      "experience.ts: experience[1].period.start: \"2025-13\" must be a month written like '2023-09' (year, then month 01-12)",
      "experience.ts: experience[2].period.end: \"now\" must be a month written like '2027-04', or 'present'",
    ]);
  });

  it('stops a period that ends before it starts', () => {
    const [latest] = experience;
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [{ ...latest!, period: { start: '2025-08', end: '2025-05' } }])).toEqual([
      'experience.ts: experience[0].period: starts in 2025-08, after it ends in 2025-05: the start comes first',
    ]);
  });

  it('shows an owner with the old text periods the new form of each, rather than building on', () => {
    const [latest] = experience;
    const old = ['May 2025 – Aug 2025', 'Sep 2023 - Present'].map((period) => ({ ...latest!, period }));
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, old)).toEqual([
      "experience.ts: experience[0].period: \"May 2025 – Aug 2025\" is the old way of writing a period: write period: { start: '2025-05', end: '2025-08' }",
      "experience.ts: experience[1].period: \"Sep 2023 - Present\" is the old way of writing a period: write period: { start: '2023-09', end: 'present' }",
    ]);
  });
});

describe('namedImages', () => {
  it('counts an image only a case study shows as used', () => {
    const root = tempFolder('case-study-images-');
    const folder = join(root, 'src/content/case-studies', SITE_LANGUAGES[0]!.code);
    mkdirSync(folder, { recursive: true });
    mkdirSync(join(root, 'src/assets/images/case-studies'), { recursive: true });
    writeFileSync(join(root, 'src/assets/images/case-studies/rim-signal.jpg'), '');
    writeFileSync(join(root, 'src/assets/images/case-studies/left-over.jpg'), '');
    writeFileSync(join(folder, 'its-story.md'), `---\nproject: ${projects[0]!.id}\n---\n![The signal](case-studies/rim-signal.jpg)\n`);
    expect(namedImages(root)).toContain('case-studies/rim-signal.jpg');
    expect(unusedImages(namedImages(root), join(root, 'src/assets/images'))).toEqual(['case-studies/left-over.jpg']);
  });
});

describe('formatPath', () => {
  it('writes indexes in brackets and fields after dots', () => {
    expect(formatPath(['programmingLanguages', 2, 'level'])).toBe('programmingLanguages[2].level');
    expect(formatPath([1, 'links', 'code'])).toBe('[1].links.code');
  });
});
