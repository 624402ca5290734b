/**
 * The text of each content file the import writes, laid out as the files are written by hand:
 * the same header comments, one entry or field a line, prose on a line of its own. Rendering is
 * pure, so the same content always gives the same bytes (a second import changes nothing).
 */
import type { Education, Experience, Interest, Profile, Project, SkillGroups } from '../../src/content/types.ts';
import { block, inline, quote } from './ts-source.ts';

const file = (lines: string[]): string => `${lines.join('\n')}\n`;

/** An array export of blocks: `export const x: T[] = [\n  {…},\n];`. */
const blockList = (items: readonly object[]) => items.map((item) => `  ${block(item as Record<string, never>, 2)},`);

export function profileSource(profile: Profile): string {
  const { social, ...fields } = profile;
  const fieldLines = block(fields, 0).split('\n').slice(1, -1);
  // The links go after the location, with the sample's hint while GitHub is not among them.
  const afterLocation = fieldLines.findIndex((line) => line.startsWith('  location:')) + 1;
  const links = Object.entries(social).map(([network, url]) => `    ${network}: ${quote(url!)},`);
  fieldLines.splice(
    afterLocation,
    0,
    ...(social.github ? ['  // Each link is optional; one left out is not shown.'] : ['  // Each link is optional; one left out is not shown. Add yours, e.g.', "  // github: 'https://github.com/YOUR-USER',"]),
    ...(links.length > 0 ? ['  social: {', ...links, '  },'] : ['  social: {},']),
  );
  return file([
    "import type { Profile } from './types';",
    '',
    '/** The owner, imported from a JSON Resume (`npm run import:resume`): edit any value here. */',
    'export const profile: Profile = {',
    ...fieldLines,
    '};',
  ]);
}

export function experienceSource(experience: readonly Experience[]): string {
  return file([
    "import type { Experience } from './types';",
    '',
    '/**',
    ' * Any order: the page and the resume show it newest first (src/lib/history/newest-first.ts).',
    " * `period`: start and end months as `YYYY-MM`, `end: 'present'` while it goes on; printed `May 2025 – Aug 2025`.",
    ' */',
    'export const experience: Experience[] = [',
    ...blockList(experience),
    '];',
  ]);
}

export function educationSource(education: readonly Education[]): string {
  return file([
    "import type { Education } from './types';",
    '',
    'export const education: Education[] = [',
    ...blockList(education),
    '];',
  ]);
}

export function projectsSource(projects: readonly Project[]): string {
  return file([
    "import type { Project } from './types';",
    '',
    '/**',
    ' * As many projects as you like. Each may link to its code, a demo and a write-up (all optional,',
    ' * shown as buttons on its card). Add yours like this:',
    " *   links: { code: 'https://github.com/YOUR-USER/REPO', demo: 'https://…', writeUp: 'https://…' },",
    ' */',
    '',
    'export const projects: Project[] = [',
    ...blockList(projects),
    '];',
  ]);
}

export function skillsSource(skillGroups: SkillGroups, skillGroupTitles: Readonly<Record<string, string>>): string {
  const groups = Object.entries(skillGroups).flatMap(([key, skills]) => [
    `  ${key}: [`,
    ...skills.map((skill) => `    ${inline({ name: skill.name, level: skill.level })},`),
    '  ],',
  ]);
  return file([
    "import type { SkillGroups } from './types';",
    '',
    '/**',
    ' * Your skill groups: as many as you like, from one, each under a key of your choosing (letters',
    ' * and digits) and titled in `skillGroupTitles` below. Levels: Advanced, Moderate, Beginner.',
    ' */',
    'export const skillGroups: SkillGroups = {',
    ...groups,
    '};',
    '',
    '/** Each group\'s title, in the order the page and the resume show the groups. */',
    'export const skillGroupTitles: Record<string, string> = {',
    ...Object.entries(skillGroupTitles).map(([key, title]) => `  ${key}: ${quote(title)},`),
    '};',
  ]);
}

export function interestsSource(interests: readonly Interest[]): string {
  return file([
    "import type { Interest } from './types';",
    '',
    'export const interests: Interest[] = [',
    ...interests.map((interest) => `  ${inline({ id: interest.id, icon: interest.icon, title: interest.title, blurb: interest.blurb })},`),
    '];',
  ]);
}
