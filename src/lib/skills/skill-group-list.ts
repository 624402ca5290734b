/**
 * The owner's skill groups as the page and the resume show them: in the order of
 * `skillGroupTitles` (then any group it forgot, by its key), each with its title, empty groups
 * left out. The content check refuses a group without a title, so the key is only a fallback.
 */
import type { Skill, SkillGroups } from '../../content/types.ts';

export interface SkillGroupEntry {
  /** The group's key in `skillGroups`, e.g. `programmingLanguages`. */
  key: string;
  title: string;
  skills: Skill[];
}

export function skillGroupList(skillGroups: SkillGroups, titles: Readonly<Record<string, string>>): SkillGroupEntry[] {
  const keys = [...new Set([...Object.keys(titles), ...Object.keys(skillGroups)])];
  return keys.flatMap((key) => {
    const skills = skillGroups[key];
    return skills && skills.length > 0 ? [{ key, title: titles[key] ?? key, skills }] : [];
  });
}
