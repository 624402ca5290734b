/**
 * The text of each content file the import writes, laid out as the files are written by hand:
 * the same header comments, one entry or field a line, prose on a line of its own. Rendering is
 * pure, so the same content always gives the same bytes (a second import changes nothing).
 */
import type { Profile, SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { FRENCH_FILE } from './content-files.ts';
import { block, inline, type Literal, nested, quote } from './ts-source.ts';

/** A header comment: one line as `/** … *\/`, more as a block (an empty line is a bare ` *`). */
const header = (lines: readonly string[]): string[] =>
  lines.length === 1 ? [`/** ${lines[0]} */`] : lines.length === 0 ? [] : ['/**', ...lines.map((line) => (line ? ` * ${line}` : ' *')), ' */'];

/** A content file: its type imported, its header, its exports. */
const contentFile = (typeName: string, headerLines: readonly string[], body: readonly string[], typesModule = './types.ts'): string =>
  `${[`import type { ${typeName} } from '${typesModule}';`, '', ...header(headerLines), ...body].join('\n')}\n`;

/** An array export, one entry a line (`[]` when `emptyOnOneLine` and there is none). */
const listExport = (name: string, typeName: string, lines: readonly string[], emptyOnOneLine = false): string[] =>
  emptyOnOneLine && lines.length === 0 ? [`export const ${name}: ${typeName}[] = [];`] : [`export const ${name}: ${typeName}[] = [`, ...lines, '];'];

/** Entries written as blocks: `  {…},` with one field a line. */
const blocks = (items: readonly object[]) => items.map((item) => `  ${block(item as Record<string, never>, 2)},`);
/** Entries written one a line. */
const inlines = (items: readonly object[]) => items.map((item) => `  ${inline(item as Literal)},`);

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
  const headerLines = ['The owner, imported from a JSON Resume (`npm run import:resume`): edit any value here.'];
  return contentFile('Profile', headerLines, ['export const profile: Profile = {', ...fieldLines, '};']);
}

/** The optional kinds: each a list, with the header that says how to write one, `[]` for none. */
const OPTIONAL_KINDS = [
  {
    file: 'certificates.ts', name: 'certificates', typeName: 'Certificate', lines: blocks,
    header: [
      'Optional: your certificates and licences, shown in About and on the resume (none, none shown).',
      "`date`: '2024', '2024-05' or '2024-05-17'; `url` optional, where it can be checked. Like this:",
      "  { id: 'osha-30', name: 'OSHA 30-Hour Construction', issuer: 'OSHA', date: '2024-05', url: 'https://…' },",
    ],
  },
  {
    file: 'awards.ts', name: 'awards', typeName: 'Award', lines: blocks,
    header: [
      'Optional: your awards, scholarships and prizes, shown in About and on the resume (none, none',
      "shown). `date`: '2024', '2024-05' or '2024-05-17'; `summary` optional. Like this:",
      `  { id: 'deans-scholarship', title: "Dean's Scholarship", awarder: 'Faculty of Engineering', date: '2024', summary: 'For …' },`,
    ],
  },
  {
    file: 'publications.ts', name: 'publications', typeName: 'Publication', lines: blocks,
    header: [
      'Optional: your papers, articles and posters, shown in About and on the resume (none, none',
      "shown). `date`: '2024', '2024-05' or '2024-05-17'; `url` and `summary` optional. Like this:",
      "  { id: 'culvert-paper', title: 'Culvert Blockage …', publisher: 'Journal of …', date: '2025-03', url: 'https://…' },",
    ],
  },
  {
    file: 'spoken-languages.ts', name: 'spokenLanguages', typeName: 'SpokenLanguage', lines: inlines,
    header: [
      'Optional: the languages you speak, each with your fluency in your own words, shown in About',
      'and on the resume (none, none shown). Not the languages the site is written in: those are',
      'languages.ts. Like this:',
      "  { id: 'french', language: 'French', fluency: 'Native speaker' },",
    ],
  },
] as const;

function skillsSource({ skillGroups, skillGroupTitles }: SiteContent): string {
  const groups = Object.entries(skillGroups).flatMap(([key, skills]) => [`  ${key}: [`, ...skills.map((skill) => `    ${inline({ name: skill.name, level: skill.level })},`), '  ],']);
  return contentFile('SkillGroups', [
    'Your skill groups: as many as you like, from one, each under a key of your choosing (letters',
    'and digits) and titled in `skillGroupTitles` below. Levels: Advanced, Moderate, Beginner.',
  ], [
    'export const skillGroups: SkillGroups = {',
    ...groups,
    '};',
    '',
    ...header(["Each group's title, in the order the page and the resume show the groups."]),
    'export const skillGroupTitles: Record<string, string> = {',
    ...Object.entries(skillGroupTitles).map(([key, title]) => `  ${key}: ${quote(title)},`),
    '};',
  ]);
}

function languagesSource(languages: readonly SiteLanguage[]): string {
  const hint =
    languages.length > 1
      ? ['', 'English only? Delete the `fr` line. The French texts left in translations/fr.ts are then', 'ignored (the build says so) and never shipped.']
      : languages[0]?.code === 'en'
        ? ['', "French too? Write translations/fr.ts and add `{ code: 'fr', tag: 'fr-CA' }` below, or import", 'your French resume with your English one (docs/import-resume.md).']
        : [];
  return contentFile('SiteLanguage', [
    "The languages your site is written in. The first is the page at the site's root, written in",
    'the content files beside this one; every other one gets its own page under `/<code>/`, with',
    'its texts in `translations/<code>.ts` (docs/content.md, "Languages").',
    "`tag` is the page's `<html lang>`: the language and, if you like, the region (`fr-CA`).",
    ...hint,
  ], listExport('languages', 'SiteLanguage', inlines(languages)));
}

/** translations/fr.ts as the import writes it: every text of the content files in French, by part. */
export function frenchSource(translation: Translation): string {
  return contentFile('Translation', [
    'The French texts of the content files, imported from a French JSON Resume (`npm run',
    'import:resume -- resume.json --fr resume.fr.json`): each entry under the id of the entry it',
    'translates. Edit any text here; after you change the texts it translates, update it and run',
    '`npm run content:stamp`.',
  ], [`export const fr: Translation = ${nested(translation as unknown as Literal, 0)};`], '../types.ts');
}

/** translations/fr.ts of a site in one language: no French texts, so none of the content before can reach a page. */
const noFrenchSource = (): string =>
  contentFile('Translation', [
    'No French translation: the site has no French page beside its first one (languages.ts). To add',
    'one to an English site, import your French resume with your English one (`npm run',
    'import:resume -- resume.json --fr resume.fr.json`), or write every text of the content files',
    "here (docs/content.md, \"Languages\") and add `{ code: 'fr', tag: 'fr-CA' }` to languages.ts.",
  ], ['export const fr: Translation | undefined = undefined;'], '../types.ts');

/**
 * Every file the import writes, by its path under src/content. `firstLanguageChanged`: the site's
 * first language is now French, so the gallery and the page's texts, kept from before and in
 * French now, are written too (else they are left as they are).
 */
export function contentSources(content: SiteContent, languages: readonly SiteLanguage[], translation: Translation | undefined, firstLanguageChanged: boolean): Map<string, string> {
  const { experience, education, projects, interests, gallery, pageText } = content;
  return new Map([
    ['profile.ts', profileSource(content.profile)],
    ['experience.ts', contentFile('Experience', [
      'Any order: the page and the resume show it newest first (src/lib/history/newest-first.ts).',
      "`period`: start and end months as `YYYY-MM`, `end: 'present'` while it goes on; printed `May 2025 – Aug 2025`.",
    ], listExport('experience', 'Experience', blocks(experience)))],
    ['education.ts', contentFile('Education', [], listExport('education', 'Education', blocks(education)))],
    ['projects.ts', contentFile('Project', [
      'As many projects as you like. Each may link to its code, a demo and a write-up (all optional,',
      'shown as buttons on its card). Add yours like this:',
      "  links: { code: 'https://github.com/YOUR-USER/REPO', demo: 'https://…', writeUp: 'https://…' },",
    ], ['', ...listExport('projects', 'Project', blocks(projects))])],
    ['skills.ts', skillsSource(content)],
    ['interests.ts', contentFile('Interest', [], listExport('interests', 'Interest', inlines(interests)))],
    ...OPTIONAL_KINDS.map(({ file, name, typeName, lines, header: headerLines }) => [file, contentFile(typeName, headerLines, listExport(name, typeName, lines(content[name]), true))] as const),
    ['languages.ts', languagesSource(languages)],
    // One language: the French file keeps no text, so none of the content before can reach a page.
    [FRENCH_FILE, translation ? frenchSource(translation) : noFrenchSource()],
    ...(firstLanguageChanged
      ? ([
          ['gallery.ts', contentFile('GalleryItem', ["Each entry's `id`, unique in this file, is what translations/fr.ts files its French under."], listExport('gallery', 'GalleryItem', gallery.map((item) => `  ${inline({ id: item.id, imageUrl: item.imageUrl, caption: item.caption, alt: item.alt })},`)))],
          ['page-text.ts', contentFile('PageText', [
            "The page's headings and the lines under them, in your words. Every `subtitle` may be left out.",
            "The product's own words are in its dictionary, one file per language (src/config/dictionary/).",
          ], [`export const pageText: PageText = ${nested(pageText as unknown as Literal, 0)};`])],
        ] as const)
      : []),
  ]);
}
