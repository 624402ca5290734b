/**
 * Checks every content file against its schema (src/content/schema.ts) and that each image it
 * names exists, and says what is wrong the way an owner can fix it:
 * `skills.ts: programmingLanguages[2].level: "Expert" is not one of Advanced, Moderate, Beginner`.
 * The build runs it first (scripts/build.ts, and the Vite plugin for a bare `vite build`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { education } from '../../src/content/education.ts';
import { experience } from '../../src/content/experience.ts';
import { gallery } from '../../src/content/gallery.ts';
import { interests } from '../../src/content/interests.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import * as schemas from '../../src/content/schema.ts';
import { skillGroups } from '../../src/content/skills.ts';

/** Each content file, the export it holds and the schema that export must satisfy. */
const CONTENT_FILES = [
  { file: 'profile.ts', exportName: 'profile', schema: schemas.profileSchema, value: profile },
  { file: 'projects.ts', exportName: 'projects', schema: schemas.projectsSchema, value: projects },
  { file: 'skills.ts', exportName: 'skillGroups', schema: schemas.skillGroupsSchema, value: skillGroups },
  { file: 'experience.ts', exportName: 'experience', schema: schemas.experienceListSchema, value: experience },
  { file: 'education.ts', exportName: 'education', schema: schemas.educationListSchema, value: education },
  { file: 'gallery.ts', exportName: 'gallery', schema: schemas.gallerySchema, value: gallery },
  { file: 'interests.ts', exportName: 'interests', schema: schemas.interestsSchema, value: interests },
] as const;

export const IMAGES_DIR = fileURLToPath(new URL('../../src/assets/images', import.meta.url));

/** `['programmingLanguages', 2, 'level']` → `programmingLanguages[2].level`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('');
}

/** The field path an owner reads: an array export is named (`projects[1].title`), an object's fields alone. */
function fieldPath(exportName: string, value: unknown, path: readonly PropertyKey[]): string {
  const inside = formatPath(path);
  if (Array.isArray(value)) return `${exportName}${inside}`;
  return inside || exportName;
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  if (issue.code === 'unrecognized_keys') return `has unknown field(s) ${issue.keys.join(', ')}`;
  return issue.message;
}

/** Image paths a content value names, with their field paths: the portrait, project and gallery images. */
function imagePaths(exportName: string, value: unknown): { path: PropertyKey[]; image: string }[] {
  const field = { profile: 'portrait', projects: 'image', gallery: 'imageUrl' }[exportName];
  if (!field) return [];
  const entries = Array.isArray(value) ? value.map((entry, index) => ({ entry, at: [index] as PropertyKey[] })) : [{ entry: value, at: [] }];
  return entries.flatMap(({ entry, at }) => {
    const image = (entry as Record<string, unknown> | null)?.[field];
    return typeof image === 'string' ? [{ path: [...at, field], image }] : [];
  });
}

/** Every mistake in one content export, as owner-readable lines (none when it is valid). */
export function checkContentValue(file: string, exportName: string, schema: z.ZodType, value: unknown, imagesDir = IMAGES_DIR): string[] {
  if (value === undefined) return [`${file}: does not export \`${exportName}\``];
  const result = schema.safeParse(value, { reportInput: true });
  const problems = result.success ? [] : result.error.issues.map((issue) => `${file}: ${fieldPath(exportName, value, issue.path)}: ${issueText(issue)}`);
  for (const { path, image } of imagePaths(exportName, value)) {
    if (!existsSync(resolve(imagesDir, image))) {
      problems.push(`${file}: ${fieldPath(exportName, value, path)}: "${image}" has no file at src/assets/images/${image}`);
    }
  }
  return problems;
}

/** Every mistake in the content module, as owner-readable lines (none when it is all valid). */
export function validateContent(): string[] {
  return CONTENT_FILES.flatMap(({ file, exportName, schema, value }) => checkContentValue(file, exportName, schema, value));
}

/** The message a failed build prints. */
export const contentErrorReport = (problems: string[]): string =>
  [`The content in src/content has ${problems.length} mistake(s):`, ...problems.map((problem) => `  ${problem}`), ''].join('\n');
