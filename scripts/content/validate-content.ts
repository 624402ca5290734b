/**
 * Checks every content file against its schema (src/config/content-schema.ts) and that each image it
 * names exists, and says what is wrong the way an owner can fix it:
 * `skills.ts: programmingLanguages[2].level: "Expert" is not one of Advanced, Moderate, Beginner`.
 * The build runs it first (scripts/build.ts, and the Vite plugin for a bare `vite build`).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tablerIcons from '@tabler/icons-react';
import type { z } from 'zod';
import { asksForRecaptcha, RECAPTCHA_UNSUPPORTED } from '../vite/recaptcha-check.ts';
import { accent } from '../../src/content/accent.ts';
import type { Interest, SkillGroups } from '../../src/content/types.ts';
import { closeIconNames, iconDisplayName, resolveIconName } from '../../src/lib/icons/icon-name.ts';
import { languages } from '../../src/content/languages.ts';
import { firstLanguageContent, TRANSLATIONS } from '../../src/lib/languages/site-content.ts';
import { siteCaseStudyRead } from '../case-studies/read-case-studies.ts';
import { CASE_STUDIES_DIR, sampleCaseStudiesIn } from './sample-files.ts';
import { checkOutsideSources } from '../outside-data/outside-sources.ts';
import { accentContrastFindings } from './accent-contrast.ts';
import { photoSizeWarnings } from './photo-sizes.ts';
import { checkSiteLanguages } from './translations.ts';
import { checkOwnerWords } from './owner-words.ts';
import { OWNER_WORDS } from '../../src/lib/languages/words.ts';
import { unusedImageWarning, unusedImages } from './unused-images.ts';
import { CONTENT_FILES } from './content-exports.ts';

/** Each export of the content module, by its name: what the pages show, and the accent. */
const CONTENT: Readonly<Record<(typeof CONTENT_FILES)[number]['exportName'], unknown>> = { ...firstLanguageContent, accent };
const { profile, projects, gallery, interests, skillGroups, skillGroupTitles } = firstLanguageContent;

export const IMAGES_DIR = fileURLToPath(new URL('../../src/assets/images', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `['programmingLanguages', 2, 'level']` → `programmingLanguages[2].level`. */
export const formatPath = (path: readonly PropertyKey[]): string => path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('');

/** The field path an owner reads: an array export is named (`projects[1].title`), an object's fields alone. */
function fieldPath(exportName: string, value: unknown, path: readonly PropertyKey[]): string {
  const inside = formatPath(path);
  if (Array.isArray(value)) return `${exportName}${inside}`;
  return inside || exportName;
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  if (issue.code === 'unrecognized_keys') {
    const unknown = `has unknown field(s) ${issue.keys.join(', ')}`;
    return issue.keys.some(asksForRecaptcha) ? `${unknown}: ${RECAPTCHA_UNSUPPORTED}` : unknown;
  }
  // A record's key (a skill group's name) that breaks its rule: that rule's own message.
  if (issue.code === 'invalid_key' && issue.issues[0]) return issue.issues[0].message;
  return issue.message;
}

/** Image paths a content value names, with their field paths: the portrait, project and gallery images. */
function imagePaths(exportName: string, value: unknown): { path: PropertyKey[]; image: string }[] {
  const fields = { profile: ['portrait', 'logo'], projects: ['image'], gallery: ['imageUrl'] }[exportName];
  if (!fields) return [];
  const entries = Array.isArray(value) ? value.map((entry, index) => ({ entry, at: [index] as PropertyKey[] })) : [{ entry: value, at: [] }];
  return entries.flatMap(({ entry, at }) =>
    fields.flatMap((field) => {
      const image = (entry as Record<string, unknown> | null)?.[field];
      return typeof image === 'string' ? [{ path: [...at, field], image }] : [];
    }),
  );
}

/** Every mistake in one content export, as owner-readable lines (none when it is valid). */
export function checkContentValue(file: string, exportName: string, schema: z.ZodType, value: unknown, imagesDir = IMAGES_DIR): string[] {
  if (value === undefined) return [`${file}: does not export \`${exportName}\``];
  const result = schema.safeParse(value, { reportInput: true });
  const problems = result.success ? [] : result.error.issues.map((issue) => `${file}: ${fieldPath(exportName, value, issue.path)}: ${issueText(issue)}`);
  // A path the schema already refused (a .gif, a wrong folder) is not looked for as well.
  const refused = new Set(result.success ? [] : result.error.issues.map((issue) => formatPath(issue.path)));
  for (const { path, image } of imagePaths(exportName, value)) {
    if (refused.has(formatPath(path))) continue;
    if (!existsSync(resolve(imagesDir, image))) {
      problems.push(`${file}: ${fieldPath(exportName, value, path)}: "${image}" has no file at src/assets/images/${image}`);
    }
  }
  return problems;
}

/** The names of the icon set in use, for the interests' icons. */
export const ICON_EXPORTS = Object.keys(tablerIcons).filter((name) => name.startsWith('Icon'));

/** An interest icon the set has no icon for, with the names closest to it. */
export function checkInterestIcons(list: readonly Pick<Interest, 'icon'>[], exportNames: readonly string[] = ICON_EXPORTS): string[] {
  return list.flatMap(({ icon }, index) => {
    if (typeof icon !== 'string' || !icon.trim() || resolveIconName(icon, exportNames)) return [];
    const close = closeIconNames(icon, [...new Set(exportNames.map(iconDisplayName))]);
    const hint = close.length > 0 ? `did you mean ${close.map((name) => `"${name}"`).join(', ')}?` : 'no icon has a name like it';
    return [`interests.ts: interests[${index}].icon: "${icon}" is not an icon name (see tabler.io/icons); ${hint}`];
  });
}

/** Each group needs its title, and each title its group: a typo in either key would hide one. */
export function checkSkillGroupTitles(groups: SkillGroups, titles: Readonly<Record<string, string>>): string[] {
  const untitled = Object.keys(groups).filter((key) => !(key in titles));
  const orphaned = Object.keys(titles).filter((key) => !(key in groups));
  return [
    ...untitled.map((key) => `skills.ts: skillGroupTitles: has no title for the group "${key}"; add ${key}: 'Its title'`),
    ...orphaned.map((key) => `skills.ts: skillGroupTitles.${key}: there is no group "${key}" in skillGroups`),
  ];
}

/** Every mistake in the content module and the case studies under `root`, as owner-readable lines (none when it is all valid). */
export function validateContent(root = PROJECT_ROOT): string[] {
  const problems = CONTENT_FILES.flatMap(({ file, exportName, schema }) => checkContentValue(file, exportName, schema, CONTENT[exportName]));
  // The rules across fields run once the shapes are right, so one mistake is not told twice.
  if (problems.length > 0) return problems;
  return [
    ...checkInterestIcons(interests),
    ...checkSkillGroupTitles(skillGroups, skillGroupTitles),
    ...accentContrastFindings(accent),
    ...checkOutsideSources(profile),
    ...checkSiteLanguages(languages, TRANSLATIONS, firstLanguageContent).problems,
    ...checkOwnerWords(languages, OWNER_WORDS),
    ...siteCaseStudyRead(root).problems,
  ];
}

/** Every image the content names (the portrait, the logo, project and gallery images, a case study's), as paths under src/assets/images. */
export function namedImages(root = PROJECT_ROOT): Set<string> {
  const named = CONTENT_FILES.flatMap(({ exportName }) => imagePaths(exportName, CONTENT[exportName]).map(({ image }) => image));
  return new Set([...named, ...siteCaseStudyRead(root).studies.flatMap(({ images }) => images)]);
}

/** The sample owner's case studies still in place, word for word: they would go out under the owner's name. */
function sampleCaseStudyWarnings(root = PROJECT_ROOT): string[] {
  // Only a site language's folder is published (a left-out one has its own warning).
  const files = sampleCaseStudiesIn(join(root, CASE_STUDIES_DIR)).filter((file) => languages.some(({ code }) => file.startsWith(`${code}/`)));
  if (files.length === 0) return [];
  return [
    `${files.length} case stud${files.length === 1 ? 'y is' : 'ies are'} still the sample's, word for word, and would be published under your name: ${files.map((file) => `${CASE_STUDIES_DIR}/${file}`).join(', ')}. Write your own in their place, or delete them (docs/content.md)`,
  ];
}

/**
 * What the owner should hear about but the build goes on with: photos too small for their
 * largest shown size, image files no content names (left out of the build), a language's
 * translation or case studies left out, and the sample's case studies still in place.
 */
export async function contentWarnings(imagesDir = IMAGES_DIR): Promise<string[]> {
  const photos = [
    { where: 'profile.ts: portrait', image: profile.portrait },
    ...projects.map((project, index) => ({ where: `projects.ts: projects[${index}].image`, image: project.image })),
    ...gallery.map((item, index) => ({ where: `gallery.ts: gallery[${index}].imageUrl`, image: item.imageUrl })),
  ];
  return [
    ...(await photoSizeWarnings(photos, imagesDir)),
    ...unusedImages(namedImages(), imagesDir).map(unusedImageWarning),
    ...checkSiteLanguages(languages, TRANSLATIONS, firstLanguageContent).warnings,
    ...siteCaseStudyRead(PROJECT_ROOT).warnings,
    ...sampleCaseStudyWarnings(),
  ];
}

/** A warning's line, after the marker `npm start`'s summary collects: `content: WARNING …`. */
const WARNING_MARKER = 'content: WARNING';
export const contentWarningLine = (warning: string): string => `${WARNING_MARKER} ${warning}`;

/** The message a failed build prints. */
export const contentErrorReport = (problems: string[]): string =>
  [`The content in src/content has ${problems.length} mistake(s):`, ...problems.map((problem) => `  ${problem}`), ''].join('\n');
