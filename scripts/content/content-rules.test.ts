/**
 * The owner's content rules, each stated here: what an owner may now leave out or choose,
 * and what the check says when it cannot be used. Values are built in the test (no sample word).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile.ts';
import {
  interestsSchema,
  pageTextSchema,
  profileSchema,
  skillGroupsSchema,
  skillGroupTitlesSchema,
  accentSchema,
  gallerySchema,
  experienceListSchema,
  awardsSchema,
  certificatesSchema,
  publicationsSchema,
  spokenLanguagesSchema,
} from '../../src/config/content-schema.ts';
import { checkOutsideSources } from '../outside-data/outside-sources.ts';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles, contentWarningLine } from './validate-content.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

/** A folder of images with the given names (empty files: only their existence is read here). */
function imagesDir(names: string[]): string {
  const dir = tempFolder('content-images-');
  for (const name of names) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), '');
  }
  return dir;
}

const ICONS = ['IconSwimming', 'IconSkiJumping', 'IconSwimmingPool', 'IconSwim', 'IconBook', 'IconIceSkating', 'IconAB2'];

describe('profile: optional fields', () => {
  const { phone: _phone, ...noPhone } = profile;

  it('accepts a profile with no phone and no profile links, as written for the first schema', () => {
    expect(checkContentValue('profile.ts', 'profile', profileSchema, { ...noPhone, social: {} })).toEqual([]);
  });

  it('accepts name parts, a headline, a logo and a paper size, and checks each', () => {
    const dir = imagesDir([profile.portrait, 'logo/mark.svg']);
    const extended = { ...profile, nameParts: { given: 'A', family: 'B C' }, headline: 'Civil Engineering Student', logo: 'logo/mark.svg', resume: { ...profile.resume, paper: 'A4' } };
    expect(checkContentValue('profile.ts', 'profile', profileSchema, extended, dir)).toEqual([]);
    const wrong = { ...extended, nameParts: { given: 'A' }, headline: ' ', logo: 'mark.gif', resume: { ...profile.resume, paper: 'B5' } };
    expect(checkContentValue('profile.ts', 'profile', profileSchema, wrong, dir)).toEqual([
      'profile.ts: nameParts.family: is required',
      'profile.ts: headline: must not be empty',
      'profile.ts: logo: "mark.gif" must be a .svg, .png, .jpg, .jpeg or .webp file in src/assets/images/logo/ (a path like "logo/mark.svg")',
      'profile.ts: resume.paper: "B5" is not one of Letter, A4',
    ]);
  });
});

describe('entries: each with an id of its own, which its translations are filed under', () => {
  const job = (id: unknown) => ({ id, title: 'T', company: 'C', period: { start: '2024-01', end: '2024-06' }, description: 'D' });

  it('takes a kebab-case id, and says what one looks like when it is not', () => {
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [job('lab-intern-2024')])).toEqual([]);
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [job('Lab Intern'), job(undefined)])).toEqual([
      `experience.ts: experience[0].id: "Lab Intern" must be a kebab-case id like 'northwind-robotics-intern' (lower-case letters, digits and single hyphens)`,
      'experience.ts: experience[1].id: is required',
    ]);
  });

  it('refuses two entries of a file with the same id, naming the second', () => {
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [job('intern'), job('tutor'), job('intern')])).toEqual([
      'experience.ts: experience[2].id: "intern" is used by another entry; ids must be unique in the file',
    ]);
  });
});

describe('the optional kinds: certificates, awards, publications, spoken languages, highlights', () => {
  it('takes none of each', () => {
    expect(checkContentValue('certificates.ts', 'certificates', certificatesSchema, [])).toEqual([]);
    expect(checkContentValue('spoken-languages.ts', 'spokenLanguages', spokenLanguagesSchema, [])).toEqual([]);
  });

  it("takes JSON Resume's three forms of date, and an optional link and summary", () => {
    const certificate = (date: string) => ({ id: 'c', name: 'N', issuer: 'I', date });
    for (const date of ['2024', '2024-05', '2024-02-29']) expect(checkContentValue('certificates.ts', 'certificates', certificatesSchema, [certificate(date)])).toEqual([]);
    expect(checkContentValue('certificates.ts', 'certificates', certificatesSchema, [{ ...certificate('2024'), url: 'https://example.org/c' }])).toEqual([]);
    expect(checkContentValue('publications.ts', 'publications', publicationsSchema, [{ id: 'p', title: 'T', publisher: 'P', date: '2025-03', url: 'https://example.org/p', summary: 'S' }])).toEqual([]);
  });

  it('names each missing field and each date it cannot read', () => {
    expect(checkContentValue('awards.ts', 'awards', awardsSchema, [{ id: 'a', title: 'T', date: 'May 2024' }, { id: 'b', title: 'T', awarder: 'A', date: '2023-02-29' }])).toEqual([
      'awards.ts: awards[0].awarder: is required',
      `awards.ts: awards[0].date: "May 2024" must be a date written like '2024', '2024-05' or '2024-05-17'`,
      'awards.ts: awards[1].date: "2023-02-29" is not a day of the calendar',
    ]);
    expect(checkContentValue('spoken-languages.ts', 'spokenLanguages', spokenLanguagesSchema, [{ id: 'fr', language: 'French' }])).toEqual([
      'spoken-languages.ts: spokenLanguages[0].fluency: is required',
    ]);
  });

  it('takes highlights on a job as a list of texts, none of them empty', () => {
    const job = { id: 'j', title: 'T', company: 'C', period: { start: '2024-01', end: '2024-06' }, description: 'D' };
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [{ ...job, highlights: ['One', 'Two'] }])).toEqual([]);
    expect(checkContentValue('experience.ts', 'experience', experienceListSchema, [{ ...job, highlights: ['One', ' '] }])).toEqual([
      'experience.ts: experience[0].highlights[1]: must not be empty',
    ]);
  });
});

describe('profile: the writing feed and the GitHub repositories, each optional', () => {
  const dir = imagesDir([profile.portrait]);
  const github = { ...profile.social, github: 'https://github.com/YOUR-USER' };

  it('accepts a feed address and a number of repositories with the GitHub link', () => {
    const both = { ...profile, social: github, writingFeed: 'https://dev.to/feed/YOUR-USER', githubRepositories: 6 };
    expect(checkContentValue('profile.ts', 'profile', profileSchema, both, dir)).toEqual([]);
    expect(checkOutsideSources(both)).toEqual([]);
  });

  it('refuses a feed that is not an http(s) address, and a count that is not 1 to 12', () => {
    const wrong = { ...profile, social: github, writingFeed: 'feed://dev.to/feed/x', githubRepositories: 0 };
    expect(checkContentValue('profile.ts', 'profile', profileSchema, wrong, dir)).toEqual([
      'profile.ts: writingFeed: "feed://dev.to/feed/x" is not an http(s) URL',
      'profile.ts: githubRepositories: must be at least 1 (leave it out to show none)',
    ]);
    expect(checkContentValue('profile.ts', 'profile', profileSchema, { ...profile, githubRepositories: 13 }, dir)).toEqual(['profile.ts: githubRepositories: must be at most 12']);
    expect(checkContentValue('profile.ts', 'profile', profileSchema, { ...profile, githubRepositories: 2.5 }, dir)).toEqual(['profile.ts: githubRepositories: must be a whole number of repositories']);
  });

  it('asks for the GitHub link the repositories come from', () => {
    expect(checkOutsideSources({ ...profile, social: {}, githubRepositories: 3 })).toEqual(['profile.ts: githubRepositories: needs social.github, the GitHub account whose repositories to show']);
    expect(checkOutsideSources({ ...profile, social: { github: 'https://github.com/' }, githubRepositories: 3 })).toEqual([
      'profile.ts: social.github: "https://github.com/" names no GitHub account (a link like https://github.com/YOUR-USER)',
    ]);
  });
});

describe('images: .jpg, .jpeg, .png and .webp', () => {
  const photo = (imageUrl: string) => [{ id: 'photo', imageUrl, caption: 'c', alt: 'a' }];

  it('accepts each of the four endings', () => {
    const names = ['gallery/a.jpg', 'gallery/b.jpeg', 'gallery/c.png', 'gallery/d.webp'];
    const dir = imagesDir(names);
    for (const name of names) expect(checkContentValue('gallery.ts', 'gallery', gallerySchema, photo(name), dir)).toEqual([]);
  });

  it('says what to do with another format, and with an ending in capitals', () => {
    expect(checkContentValue('gallery.ts', 'gallery', gallerySchema, photo('gallery/a.gif'), imagesDir([]))).toEqual([
      'gallery.ts: gallery[0].imageUrl: "gallery/a.gif" must be a .jpg, .jpeg, .png, .webp file: convert it to one of those (or rename it, if it is one with another ending) and put it in src/assets/images/gallery/',
    ]);
    expect(checkContentValue('gallery.ts', 'gallery', gallerySchema, photo('gallery/a.JPG'), imagesDir([]))).toEqual([
      'gallery.ts: gallery[0].imageUrl: "gallery/a.JPG": write its ending in lower case (.jpg, .jpeg, .png, .webp), and rename the file in src/assets/images/gallery/ to match',
    ]);
  });
});

describe('skills: any number of groups, from one', () => {
  const skill = { name: 'Surveying', level: 'Advanced' };

  it('accepts one group under a key of the owner\'s choosing, and five', () => {
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, { fieldwork: [skill] })).toEqual([]);
    const five = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, [skill]]));
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, five)).toEqual([]);
  });

  it('refuses no group at all, and a key that is not a plain name', () => {
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, {})).toEqual(['skills.ts: skillGroups: needs at least one group with a skill in it']);
    expect(checkContentValue('skills.ts', 'skillGroups', skillGroupsSchema, { 'field work': [skill] })).toEqual([
      'skills.ts: field work: "field work" must be a name of letters and digits, like programmingLanguages',
    ]);
    expect(checkContentValue('skills.ts', 'skillGroupTitles', skillGroupTitlesSchema, { fieldwork: '' })).toEqual(['skills.ts: fieldwork: must not be empty']);
  });

  it('wants a title for every group and a group for every title', () => {
    expect(checkSkillGroupTitles({ fieldwork: [], design: [] }, { fieldwork: 'Fieldwork', desing: 'Design' })).toEqual([
      `skills.ts: skillGroupTitles: has no title for the group "design"; add design: 'Its title'`,
      'skills.ts: skillGroupTitles.desing: there is no group "desing" in skillGroups',
    ]);
  });
});

describe('interests: any icon by name', () => {
  it('takes tabler.io names, export names and the first schema\'s six names', () => {
    expect(checkContentValue('interests.ts', 'interests', interestsSchema, [{ id: 'sea-swimming', title: 't', blurb: 'b', icon: 'sea-swimming' }])).toEqual([]);
    expect(checkInterestIcons([{ icon: 'swimming' }, { icon: 'ski-jumping' }, { icon: 'IconBook' }, { icon: 'a-b-2' }, { icon: 'hockey' }], ICONS)).toEqual([]);
  });

  it('refuses an unknown name and names the close ones', () => {
    expect(checkInterestIcons([{ icon: 'book' }, { icon: 'swiming' }], ICONS)).toEqual([
      'interests.ts: interests[1].icon: "swiming" is not an icon name (see tabler.io/icons); did you mean "swimming", "swim"?',
    ]);
    expect(checkInterestIcons([{ icon: 'zeppelin' }], ICONS)).toEqual([
      'interests.ts: interests[0].icon: "zeppelin" is not an icon name (see tabler.io/icons); no icon has a name like it',
    ]);
  });

  it('knows the whole icon set in use', () => {
    expect(checkInterestIcons([{ icon: 'swimming' }, { icon: 'mountain' }, { icon: 'bike' }])).toEqual([]);
  });
});

describe('page text and accent', () => {
  const heading = { title: 'T' };
  const pageText = { projects: heading, skills: heading, about: { ...heading, experience: 'E', education: 'D', interests: 'I' }, gallery: heading, contact: { ...heading, infoTitle: 'C' }, footer: {} };

  it('needs a title per section, each subtitle and the footer line optional', () => {
    expect(checkContentValue('page-text.ts', 'pageText', pageTextSchema, pageText)).toEqual([]);
    expect(checkContentValue('page-text.ts', 'pageText', pageTextSchema, { ...pageText, gallery: { title: '' } })).toEqual(['page-text.ts: gallery.title: must not be empty']);
  });

  it('takes one accent colour or ten shades', () => {
    expect(checkContentValue('accent.ts', 'accent', accentSchema, { colour: '#b4235a' })).toEqual([]);
    expect(checkContentValue('accent.ts', 'accent', accentSchema, { colour: ['#fff'] })).toEqual(['accent.ts: colour: must be ten shades, lightest first (or one colour)']);
    expect(checkContentValue('accent.ts', 'accent', accentSchema, { colour: 'teal' })).toEqual(['accent.ts: colour: "teal" is not a colour like "#0b7766"']);
  });
});

describe('warnings', () => {
  it('start with the marker `content: WARNING` that the start script collects', () => {
    expect(contentWarningLine('gallery.ts: something')).toBe('content: WARNING gallery.ts: something');
  });
});
