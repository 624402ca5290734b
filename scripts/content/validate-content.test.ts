import { describe, expect, it } from 'vitest';
import { experience } from '../../src/content/experience';
import { gallery } from '../../src/content/gallery';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { experienceListSchema, gallerySchema, profileSchema, projectsSchema, skillGroupsSchema } from '../../src/content/schema';
import { skillGroups } from '../../src/content/skills';
import { checkContentValue, formatPath, validateContent } from './validate-content';

describe('validateContent', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(validateContent()).toEqual([]);
  });
});

describe('checkContentValue', () => {
  it('names the file, the field path and the allowed levels for a wrong skill level', () => {
    // One wrong entry after the content's own, however many it has.
    const wrong = skillGroups.programmingLanguages.length;
    const programmingLanguages = [...skillGroups.programmingLanguages, { name: 'A skill', level: 'Expert' }];
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, { ...skillGroups, programmingLanguages })).toEqual([
      `skills.ts: programmingLanguages[${wrong}].level: "Expert" is not one of Advanced, Moderate, Beginner`,
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
        'gallery.ts: gallery[0].imageUrl: "me.png" must be a .jpg file in src/assets/images/gallery/',
        'gallery.ts: gallery[0].caption: is required',
      ]),
    );
  });

  it('accepts counts other than the sample\'s: two projects, one photo, no history', () => {
    expect(checkContentValue('projects.ts', 'projects', projectsSchema, projects.slice(0, 2))).toEqual([]);
    expect(checkContentValue('gallery.ts', 'gallery', gallerySchema, gallery.slice(0, 1))).toEqual([]);
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [])).toEqual([]);
  });

  it('wants a period it can sort by', () => {
    const [latest] = experience;
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [{ ...latest!, period: 'Summer 2025' }])).toEqual([
      'experience.ts: experience[0].period: "Summer 2025" must read like "Sep 2023 – Apr 2027" or "Sep 2023 – Present"',
    ]);
  });
});

describe('formatPath', () => {
  it('writes indexes in brackets and fields after dots', () => {
    expect(formatPath(['programmingLanguages', 2, 'level'])).toBe('programmingLanguages[2].level');
    expect(formatPath([1, 'links', 'code'])).toBe('[1].links.code');
  });
});
