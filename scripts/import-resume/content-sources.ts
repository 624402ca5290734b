/**
 * The text of each content file the import writes, laid out as the files are written by hand:
 * the same header comments, one entry or field a line, prose on a line of its own. Rendering is
 * pure, so the same content always gives the same bytes (a second import changes nothing).
 */
import type {
  Award,
  Certificate,
  Education,
  Experience,
  GalleryItem,
  Interest,
  PageText,
  Profile,
  Project,
  Publication,
  SiteLanguage,
  SkillGroups,
  SpokenLanguage,
  Translation,
} from '../../src/content/types.ts';
import { block, inline, type Literal, nested, quote } from './ts-source.ts';

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
    "import type { Profile } from './types.ts';",
    '',
    '/** The owner, imported from a JSON Resume (`npm run import:resume`): edit any value here. */',
    'export const profile: Profile = {',
    ...fieldLines,
    '};',
  ]);
}

export function experienceSource(experience: readonly Experience[]): string {
  return file([
    "import type { Experience } from './types.ts';",
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
    "import type { Education } from './types.ts';",
    '',
    'export const education: Education[] = [',
    ...blockList(education),
    '];',
  ]);
}

export function projectsSource(projects: readonly Project[]): string {
  return file([
    "import type { Project } from './types.ts';",
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
    "import type { SkillGroups } from './types.ts';",
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
    "import type { Interest } from './types.ts';",
    '',
    'export const interests: Interest[] = [',
    ...interests.map((interest) => `  ${inline({ id: interest.id, icon: interest.icon, title: interest.title, blurb: interest.blurb })},`),
    '];',
  ]);
}

/** A list export of one of the optional kinds, with the file's header: one entry a block, or `[]` for none. */
function kindSource(typeName: string, exportName: string, header: readonly string[], entries: readonly object[], oneLine = false): string {
  const lines = oneLine ? entries.map((entry) => `  ${inline(entry as Literal)},`) : blockList(entries);
  return file([
    `import type { ${typeName} } from './types.ts';`,
    '',
    '/**',
    ...header.map((line) => ` * ${line}`),
    ' */',
    ...(entries.length === 0 ? [`export const ${exportName}: ${typeName}[] = [];`] : [`export const ${exportName}: ${typeName}[] = [`, ...lines, '];']),
  ]);
}

export const certificatesSource = (certificates: readonly Certificate[]): string =>
  kindSource('Certificate', 'certificates', [
    'Optional: your certificates and licences, shown in About and on the resume (none, none shown).',
    "`date`: '2024', '2024-05' or '2024-05-17'; `url` optional, where it can be checked. Like this:",
    "  { id: 'osha-30', name: 'OSHA 30-Hour Construction', issuer: 'OSHA', date: '2024-05', url: 'https://…' },",
  ], certificates);

export const awardsSource = (awards: readonly Award[]): string =>
  kindSource('Award', 'awards', [
    'Optional: your awards, scholarships and prizes, shown in About and on the resume (none, none',
    "shown). `date`: '2024', '2024-05' or '2024-05-17'; `summary` optional. Like this:",
    `  { id: 'deans-scholarship', title: "Dean's Scholarship", awarder: 'Faculty of Engineering', date: '2024', summary: 'For …' },`,
  ], awards);

export const publicationsSource = (publications: readonly Publication[]): string =>
  kindSource('Publication', 'publications', [
    'Optional: your papers, articles and posters, shown in About and on the resume (none, none',
    "shown). `date`: '2024', '2024-05' or '2024-05-17'; `url` and `summary` optional. Like this:",
    "  { id: 'culvert-paper', title: 'Culvert Blockage …', publisher: 'Journal of …', date: '2025-03', url: 'https://…' },",
  ], publications);

export const spokenLanguagesSource = (spokenLanguages: readonly SpokenLanguage[]): string =>
  kindSource('SpokenLanguage', 'spokenLanguages', [
    'Optional: the languages you speak, each with your fluency in your own words, shown in About',
    'and on the resume (none, none shown). Not the languages the site is written in: those are',
    'languages.ts. Like this:',
    "  { id: 'french', language: 'French', fluency: 'Native speaker' },",
  ], spokenLanguages, true);

export function languagesSource(languages: readonly SiteLanguage[]): string {
  return file([
    "import type { SiteLanguage } from './types.ts';",
    '',
    '/**',
    " * The languages your site is written in. The first is the page at the site's root, written in",
    ' * the content files beside this one; every other one gets its own page under `/<code>/`, with',
    ' * its texts in `translations/<code>.ts` (docs/content.md, "Languages").',
    " * `tag` is the page's `<html lang>`: the language and, if you like, the region (`fr-CA`).",
    ...(languages.length > 1
      ? [' *', ' * English only? Delete the `fr` line. The French texts left in translations/fr.ts are then', ' * ignored (the build says so) and never shipped.']
      : languages[0]?.code === 'en'
        ? [' *', " * French too? Write translations/fr.ts and add `{ code: 'fr', tag: 'fr-CA' }` below, or import", ' * your French resume with your English one (docs/import-resume.md).']
        : []),
    ' */',
    'export const languages: SiteLanguage[] = [',
    ...languages.map((language) => `  ${inline(language)},`),
    '];',
  ]);
}

/** translations/fr.ts as the import writes it: every text of the content files in French, by part. */
export function frenchSource(translation: Translation): string {
  return file([
    "import type { Translation } from '../types.ts';",
    '',
    '/**',
    ' * The French texts of the content files, imported from a French JSON Resume (`npm run',
    ' * import:resume -- resume.json --fr resume.fr.json`): each entry under the id of the entry it',
    ' * translates. Edit any text here; after you change the texts it translates, update it and run',
    ' * `npm run content:stamp`.',
    ' */',
    `export const fr: Translation = ${nested(translation as unknown as Literal, 0)};`,
  ]);
}

/** translations/fr.ts of a site in one language: no French texts, so none of the content before can reach a page. */
export function noFrenchSource(): string {
  return file([
    "import type { Translation } from '../types.ts';",
    '',
    '/**',
    ' * No French translation: the site has no French page beside its first one (languages.ts). To add',
    ' * one to an English site, import your French resume with your English one (`npm run',
    ' * import:resume -- resume.json --fr resume.fr.json`), or write every text of the content files',
    " * here (docs/content.md, \"Languages\") and add `{ code: 'fr', tag: 'fr-CA' }` to languages.ts.",
    ' */',
    'export const fr: Translation | undefined = undefined;',
  ]);
}

/** gallery.ts, written only when the site changes its first language (its captions then in the new one). */
export function gallerySource(gallery: readonly GalleryItem[]): string {
  return file([
    "import type { GalleryItem } from './types.ts';",
    '',
    "/** Each entry's `id`, unique in this file, is what translations/fr.ts files its French under. */",
    'export const gallery: GalleryItem[] = [',
    ...gallery.map((item) => `  ${inline({ id: item.id, imageUrl: item.imageUrl, caption: item.caption, alt: item.alt })},`),
    '];',
  ]);
}

/** page-text.ts, written only when the site changes its first language (its headings then in the new one). */
export function pageTextSource(pageText: PageText): string {
  return file([
    "import type { PageText } from './types.ts';",
    '',
    '/**',
    ' * The page\'s headings and the lines under them, in your words. Every `subtitle` may be left out.',
    " * The product's own words are in its dictionary, one file per language (src/config/dictionary/).",
    ' */',
    `export const pageText: PageText = ${nested(pageText as unknown as Literal, 0)};`,
  ]);
}
