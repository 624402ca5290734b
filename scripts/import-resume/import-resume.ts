/**
 * A JSON Resume in, the owner's content files out. In order: the file is checked against the
 * standard's schema, then against what the site needs; the content is made from it and today's
 * files (for what JSON Resume has no field for) and checked as the build will check it; only
 * then is anything written. Any problem on the way: a list of them, and nothing written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as tablerIcons from '@tabler/icons-react';
import * as schemas from '../../src/content/schema.ts';
import type { GalleryItem, Interest, Profile, Project, SiteLanguage, SkillGroups } from '../../src/content/types.ts';
import { checkContentValue, checkInterestIcons, checkSkillGroupTitles } from '../content/validate-content.ts';
import { keptContentTodo, notShownTodo } from './checklist.ts';
import {
  educationSource,
  experienceSource,
  interestsSource,
  profileSource,
  projectsSource,
  skillsSource,
} from './content-sources.ts';
import type { ResumeProblem } from './json-resume.ts';
import { importEducation, importExperience } from './map-history.ts';
import { importInterests } from './map-interests.ts';
import { importProfile } from './map-profile.ts';
import { importProjects } from './map-projects.ts';
import { importSkills, type LevelMapping } from './map-skills.ts';
import { readContentExports } from './read-content.ts';
import { siteRequirementProblems } from './site-requirements.ts';
import { readJsonResume } from './validate-json-resume.ts';
import { writeContentFiles } from './write-content.ts';

const ICON_EXPORTS = Object.keys(tablerIcons).filter((name) => name.startsWith('Icon'));

export interface ImportOptions {
  /** The content folder read and written: `src/content` in a checkout. */
  contentDir: string;
  /** The images the content names (`src/assets/images`): the check looks for each there. */
  imagesDir: string;
  /** Where today's files are copied before they are overwritten. */
  backupRoot: string;
  /** Overwrite without a backup. */
  force: boolean;
  now?: Date;
}

export type ImportOutcome =
  | { ok: false; problems: ResumeProblem[]; contentProblems: string[] }
  | { ok: true; written: string[]; backupDir?: string; levels: LevelMapping[]; checklist: string[] };

export function importResume(jsonText: string, options: ImportOptions): ImportOutcome {
  const reading = readJsonResume(jsonText);
  if (!reading.resume) return { ok: false, problems: reading.problems, contentProblems: [] };
  const resume = reading.resume;
  const required = siteRequirementProblems(resume);
  if (required.length > 0) return { ok: false, problems: required, contentProblems: [] };

  const today = (file: string, exportName: string) => readContentExports(options.contentDir, file)[exportName];
  const profile = importProfile(resume, today('profile.ts', 'profile') as Profile);
  const experience = importExperience(resume);
  const education = importEducation(resume);
  const projects = importProjects(resume, today('projects.ts', 'projects') as Project[]);
  const skillsToday = readContentExports(options.contentDir, 'skills.ts');
  const skills = importSkills(resume, {
    skillGroups: skillsToday.skillGroups as SkillGroups,
    skillGroupTitles: skillsToday.skillGroupTitles as Record<string, string>,
  });
  const interests = importInterests(resume, today('interests.ts', 'interests') as Interest[], ICON_EXPORTS);

  // The build's own content check, on what is about to be written: a value the standard allows
  // but the site does not (an email or URL its check refuses) stops here, not at the next build.
  const contentProblems = [
    ...checkContentValue('profile.ts', 'profile', schemas.profileSchema, profile.value, options.imagesDir),
    ...checkContentValue('experience.ts', 'experience', schemas.experienceListSchema, experience.value),
    ...checkContentValue('education.ts', 'education', schemas.educationListSchema, education.value),
    ...checkContentValue('projects.ts', 'projects', schemas.projectsSchema, projects.value, options.imagesDir),
    ...checkContentValue('skills.ts', 'skillGroups', schemas.skillGroupsSchema, skills.value.skillGroups),
    ...checkContentValue('skills.ts', 'skillGroupTitles', schemas.skillGroupTitlesSchema, skills.value.skillGroupTitles),
    ...checkContentValue('interests.ts', 'interests', schemas.interestsSchema, interests.value),
    ...checkInterestIcons(interests.value, ICON_EXPORTS),
    ...checkSkillGroupTitles(skills.value.skillGroups, skills.value.skillGroupTitles),
  ];
  if (contentProblems.length > 0) return { ok: false, problems: [], contentProblems };

  const files = new Map([
    ['profile.ts', profileSource(profile.value)],
    ['experience.ts', experienceSource(experience.value)],
    ['education.ts', educationSource(education.value)],
    ['projects.ts', projectsSource(projects.value)],
    ['skills.ts', skillsSource(skills.value.skillGroups, skills.value.skillGroupTitles)],
    ['interests.ts', interestsSource(interests.value)],
  ]);
  const { written, backupDir } = writeContentFiles(options.contentDir, files, {
    backupRoot: options.backupRoot,
    force: options.force,
    now: options.now ?? new Date(),
  });
  const checklist = [
    ...profile.todo,
    ...experience.todo,
    ...education.todo,
    ...projects.todo,
    ...skills.todo,
    ...interests.todo,
    ...keptContentTodo(profile.value, today('gallery.ts', 'gallery') as GalleryItem[], languagesToday(options.contentDir)),
    ...notShownTodo(resume, profile.value),
  ];
  return { ok: true, written, backupDir, levels: skills.levels, checklist };
}

/** Where a checkout keeps its content, its images and the import's backups. */
export const checkoutPaths = (checkout: string) => ({
  contentDir: join(checkout, 'src/content'),
  imagesDir: join(checkout, 'src/assets/images'),
  backupRoot: join(checkout, '.content-backup'),
});

/** The content's languages (languages.ts), none for a content folder from before it had them. */
function languagesToday(contentDir: string): SiteLanguage[] {
  if (!existsSync(join(contentDir, 'languages.ts'))) return [];
  return (readContentExports(contentDir, 'languages.ts').languages ?? []) as SiteLanguage[];
}
