/**
 * The text of each content file the import writes, laid out as the files are written by hand:
 * the same header comments, one entry or field a line, prose on a line of its own. Rendering is
 * pure, so the same content always gives the same bytes (a second import changes nothing).
 *
 * Values are written as TypeScript source the way the content files are written by hand: single
 * quotes, or double quotes around a text with an apostrophe in it (`"Dean's list"`), every
 * other character as it is (`Maëlle Đặng-Tremblay`, `’`, `“…”`), and only what would break the
 * literal escaped: backslashes, the quote, line breaks and other control characters.
 */
import type { Profile, SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { translationFile } from './content-files.ts';
import { languageName } from './mapping.ts';

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Control characters, the two line separators older engines refuse raw in a string, and lone surrogates. */
const unprintable = (code: number): boolean =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);

export function quote(text: string): string {
  const mark = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const char of text) {
    if (NAMED_ESCAPES[char]) body += NAMED_ESCAPES[char];
    else if (char === mark) body += `\\${mark}`;
    else if (unprintable(char.codePointAt(0)!)) body += `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;
    else body += char;
  }
  return `${mark}${body}${mark}`;
}

/** A key as written in an object literal: bare when it can be (`title`), else quoted (`'northwind-intern'`, `'C / C++'`). */
const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

type Literal = string | number | readonly Literal[] | { readonly [key: string]: Literal | undefined };

/** An object's fields, those left undefined left out. */
const definedFields = (value: object): [string, Literal][] => Object.entries(value).filter((entry): entry is [string, Literal] => entry[1] !== undefined);

/** A value on one line: `{ start: '2025-05', end: 'present' }`, `['C', 'STM32']`; fields left undefined are left out. */
function inline(value: Literal): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const fields = definedFields(value);
  return fields.length === 0 ? '{}' : `{ ${fields.map(([name, field]) => `${key(name)}: ${inline(field)}`).join(', ')} }`;
}

/** Fields whose text is prose: written on a line of their own under the key, as the content files do. */
const PROSE_FIELDS = new Set(['description', 'summary']);
/** Fields that are lists of prose: one item a line. */
const PROSE_LISTS = new Set(['highlights']);

/** One field of a block, at `pad`: prose under its key, a list of prose one item a line, anything else on the key's line. */
function fieldLines(name: string, field: Literal, pad: string): string {
  if (PROSE_FIELDS.has(name) && typeof field === 'string') return `${pad}${key(name)}:\n${pad}  ${quote(field)},`;
  if (PROSE_LISTS.has(name) && Array.isArray(field)) return [`${pad}${key(name)}: [`, ...field.map((item) => `${pad}  ${inline(item)},`), `${pad}],`].join('\n');
  return `${pad}${key(name)}: ${inline(field)},`;
}

/** An object with one field a line, at `indent` spaces: `{`, the fields, `}` (no trailing comma). */
export function block(value: { readonly [key: string]: Literal | undefined }, indent: number): string {
  const pad = ' '.repeat(indent + 2);
  const lines = definedFields(value).map(([name, field]) => fieldLines(name, field, pad));
  return ['{', ...lines, `${' '.repeat(indent)}}`].join('\n');
}

const isRecord = (value: Literal): value is { readonly [key: string]: Literal | undefined } => typeof value === 'object' && !Array.isArray(value);

/** Past this many characters a value is no longer written on one line. */
const LINE_WIDTH = 100;

/**
 * A value nested as deep as it goes (a translation's records of records), each object on as
 * many lines as it has fields unless it fits on one; an object whose fields are all texts of
 * its own (an entry) is a block, with its prose under its keys.
 */
function nested(value: Literal, indent: number): string {
  if (!isRecord(value)) return inline(value);
  const fields = definedFields(value);
  const pad = ' '.repeat(indent + 2);
  const oneLine = inline(value);
  if (!fields.some(([, field]) => isRecord(field))) return oneLine.length + indent <= LINE_WIDTH ? oneLine : block(value, indent);
  return ['{', ...fields.map(([name, field]) => `${pad}${key(name)}: ${nested(field, indent + 2)},`), `${' '.repeat(indent)}}`].join('\n');
}

/** A header comment: one line as `/** … *\/`, more as a block (an empty line is a bare ` *`). */
const header = (lines: readonly string[]): string[] =>
  lines.length === 1 ? [`/** ${lines[0]} */`] : lines.length === 0 ? [] : ['/**', ...lines.map((line) => (line ? ` * ${line}` : ' *')), ' */'];

/** Prose as a header's lines, each broken between words within 94 characters, as the files are wrapped by hand. */
const wrap = (prose: string): string[] => prose.match(/\S.{0,93}(?=\s|$)/g) ?? [];

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

const DATE_FORMS = "`date`: '2024', '2024-05' or '2024-05-17';";

/**
 * The optional kinds: each a list, `[]` for none, with a header that says what it holds (`what`),
 * how to write one (`how`) and an entry for example.
 */
const OPTIONAL_KINDS = [
  { file: 'certificates.ts', name: 'certificates', typeName: 'Certificate', lines: blocks, what: 'your certificates and licences',
    how: `${DATE_FORMS} \`url\` optional, where it can be checked.`,
    example: "{ id: 'osha-30', name: 'OSHA 30-Hour Construction', issuer: 'OSHA', date: '2024-05', url: 'https://…' }" },
  { file: 'awards.ts', name: 'awards', typeName: 'Award', lines: blocks, what: 'your awards, scholarships and prizes',
    how: `${DATE_FORMS} \`summary\` optional.`,
    example: `{ id: 'deans-scholarship', title: "Dean's Scholarship", awarder: 'Faculty of Engineering', date: '2024', summary: 'For …' }` },
  { file: 'publications.ts', name: 'publications', typeName: 'Publication', lines: blocks, what: 'your papers, articles and posters',
    how: `${DATE_FORMS} \`url\` and \`summary\` optional.`,
    example: "{ id: 'culvert-paper', title: 'Culvert Blockage …', publisher: 'Journal of …', date: '2025-03', url: 'https://…' }" },
  { file: 'spoken-languages.ts', name: 'spokenLanguages', typeName: 'SpokenLanguage', lines: inlines, what: 'the languages you speak, each with your fluency in your own words',
    how: 'Not the languages the site is written in: those are languages.ts.',
    example: "{ id: 'french', language: 'French', fluency: 'Native speaker' }" },
] as const;

const optionalKindHeader = ({ what, how, example }: (typeof OPTIONAL_KINDS)[number]): string[] => [
  ...wrap(`Optional: ${what}, shown in About and on the resume (none, none shown). ${how} Like this:`),
  `  ${example},`,
];

function skillsSource({ skillGroups, skillGroupTitles }: SiteContent): string {
  const groups = Object.entries(skillGroups).flatMap(([key, skills]) => [`  ${key}: [`, ...skills.map((skill) => `    ${inline({ name: skill.name, level: skill.level })},`), '  ],']);
  const prose = 'Your skill groups: as many as you like, from one, each under a key of your choosing (letters and digits) and titled in `skillGroupTitles` below. Levels: Advanced, Moderate, Beginner.';
  return contentFile('SkillGroups', wrap(prose), [
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

/** The command that imports a resume in `code` beside the first one, as the files' comments give it. */
export const alsoCommand = (code: string): string => `npm run import:resume -- resume.json --also ${code} resume.${code}.json`;

function languagesSource(languages: readonly SiteLanguage[]): string {
  const [first, ...others] = languages.map(({ code }) => ({ code, name: languageName(code) }));
  const hint = others.length > 0
    ? `${first!.name} only? Delete the other lines. The texts left in translations/ are then ignored (the build says so) and never shipped.`
    : `Another language too? Write translations/<code>.ts and add \`{ code: '<code>', tag: '<code>' }\` below, or import your resume in that language with this one (docs/import-resume.md).`;
  return contentFile('SiteLanguage', [
    ...wrap("The languages your site is written in. The first is the page at the site's root, written in the content files beside this one; every other one gets its own page under `/<code>/`, with its texts in `translations/<code>.ts` (docs/content.md, \"Languages\")."),
    "`tag` is the page's `<html lang>`: the language and, if you like, the region (`fr-CA`).",
    '',
    ...wrap(hint),
  ], listExport('languages', 'SiteLanguage', inlines(languages)));
}

/**
 * translations/<code>.ts as the import writes it: every text of the content files in that
 * language, by part; or, for a language the site does not have, no texts, so none of the
 * content before can reach a page.
 */
export function translationSource(code: string, translation: Translation | undefined): string {
  const name = languageName(code) ?? code;
  const prose = translation
    ? `The ${name} texts of the content files, imported from a ${name} JSON Resume (\`${alsoCommand(code)}\`): each entry under the id of the entry it translates. Edit any text here; after you change the texts it translates, update it and run \`npm run content:stamp\`.`
    : `No ${name} translation: the site has no ${name} page beside its first one (languages.ts). To add one, import your ${name} resume with your first one (\`${alsoCommand(code)}\`), or write every text of the content files here (docs/content.md, "Languages") and add \`{ code: '${code}', tag: '${code}' }\` to languages.ts.`;
  const value = translation ? `Translation = ${nested(translation as unknown as Literal, 0)}` : 'Translation | undefined = undefined';
  return contentFile('Translation', wrap(prose), [`export const ${code}: ${value};`], '../types.ts');
}

/**
 * Every file the import writes, by its path under src/content: `translations` holds each
 * translation file to write, undefined for a language the site no longer has.
 * `firstLanguageChanged`: the site's first language is another now, so the gallery and the
 * page's texts, kept from before and in that language now, are written too (else they are left
 * as they are).
 */
export function contentSources(content: SiteContent, languages: readonly SiteLanguage[], translations: Readonly<Record<string, Translation | undefined>>, firstLanguageChanged: boolean): Map<string, string> {
  const { experience, education, projects, interests, gallery, pageText } = content;
  return new Map([
    ['profile.ts', profileSource(content.profile)],
    ['experience.ts', contentFile('Experience', [
      'Any order: the page and the resume show it newest first (src/lib/history/newest-first.ts).',
      "`period`: start and end months as `YYYY-MM`, `end: 'present'` while it goes on; printed `May 2025 – Aug 2025`.",
    ], listExport('experience', 'Experience', blocks(experience)))],
    ['education.ts', contentFile('Education', [], listExport('education', 'Education', blocks(education)))],
    ['projects.ts', contentFile('Project', [
      ...wrap('As many projects as you like. Each may link to its code, a demo and a write-up (all optional, shown as buttons on its card). Add yours like this:'),
      "  links: { code: 'https://github.com/YOUR-USER/REPO', demo: 'https://…', writeUp: 'https://…' },",
    ], ['', ...listExport('projects', 'Project', blocks(projects))])],
    ['skills.ts', skillsSource(content)],
    ['interests.ts', contentFile('Interest', [], listExport('interests', 'Interest', inlines(interests)))],
    ...OPTIONAL_KINDS.map((kind) => [kind.file, contentFile(kind.typeName, optionalKindHeader(kind), listExport(kind.name, kind.typeName, kind.lines(content[kind.name]), true))] as const),
    ['languages.ts', languagesSource(languages)],
    ...Object.entries(translations).map(([code, translation]) => [translationFile(code), translationSource(code, translation)] as const),
    ...(firstLanguageChanged
      ? ([
          ['gallery.ts', contentFile('GalleryItem', ["Each entry's `id`, unique in this file, is what translations/<code>.ts files its translation under."], listExport('gallery', 'GalleryItem', gallery.map((item) => `  ${inline({ id: item.id, imageUrl: item.imageUrl, caption: item.caption, alt: item.alt })},`)))],
          ['page-text.ts', contentFile('PageText', [
            "The page's headings and the lines under them, in your words. Every `subtitle` may be left out.",
            "The product's own words are in its dictionary, one file per language (src/config/dictionary/).",
          ], [`export const pageText: PageText = ${nested(pageText as unknown as Literal, 0)};`])],
        ] as const)
      : []),
  ]);
}
