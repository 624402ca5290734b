/**
 * `skills` and `languages` become the skill groups. JSON Resume's usual shape is a group per
 * entry: `{ name: "Web", level: "Expert", keywords: ["React", "CSS"] }` gives a group titled
 * "Web" whose skills are its keywords, each at the entry's level. Entries without keywords are
 * single skills, gathered in one group titled "Skills"; languages go in a group "Languages".
 * Every free-text level goes through ./skill-levels.ts, and each mapping is reported.
 */
import type { SkillGroups, SkillLevel } from '../../src/content/types.ts';
import { asciiFold } from './ascii-fold.ts';
import type { Imported } from './imported.ts';
import type { JsonResume } from './json-resume.ts';
import { mapSkillLevel } from './skill-levels.ts';

export interface ImportedSkills {
  skillGroups: SkillGroups;
  skillGroupTitles: Record<string, string>;
}

/** One free-text level as written in the file, the level it became, and the skills that carry it. */
export interface LevelMapping {
  written: string | undefined;
  level: SkillLevel;
  guessed: boolean;
  skills: string[];
}

/** "Programming Languages" → "programmingLanguages"; "3D" → "group3d"; a key taken gets 2, 3, …. */
function groupKey(title: string, taken: ReadonlySet<string>): string {
  const words = asciiFold(title).split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
  const base = /^[A-Za-z]/.test(camel) ? camel : `group${camel}`;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}${n}`;
  return key;
}

export function importSkills(resume: JsonResume, today: ImportedSkills): Imported<ImportedSkills> & { levels: LevelMapping[] } {
  const groups: { title: string; skills: { name: string; written: string | undefined }[] }[] = [];
  let loose: (typeof groups)[number] | undefined;
  for (const entry of resume.skills ?? []) {
    const keywords = (entry.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    if (keywords.length > 0) {
      groups.push({ title: entry.name!.trim(), skills: keywords.map((name) => ({ name, written: entry.level })) });
    } else {
      if (!loose) groups.push((loose = { title: 'Skills', skills: [] }));
      loose.skills.push({ name: entry.name!.trim(), written: entry.level });
    }
  }
  const languages = (resume.languages ?? []).map((entry) => ({ name: entry.language!.trim(), written: entry.fluency }));
  if (languages.length > 0) groups.push({ title: 'Languages', skills: languages });

  if (groups.length === 0) {
    return { value: today, levels: [], todo: ['skills.ts: the JSON Resume has no skills or languages, so the previous skill groups stay: replace them with yours'] };
  }

  const levels = new Map<string, LevelMapping>();
  const value: ImportedSkills = { skillGroups: {}, skillGroupTitles: {} };
  for (const group of groups) {
    const key = groupKey(group.title, new Set(Object.keys(value.skillGroups)));
    value.skillGroupTitles[key] = group.title;
    value.skillGroups[key] = group.skills.map(({ name, written }) => {
      const shown = written?.trim() || undefined;
      const mapped = mapSkillLevel(shown);
      const mapping = levels.get(shown ?? '') ?? { written: shown, ...mapped, skills: [] };
      mapping.skills.push(name);
      levels.set(shown ?? '', mapping);
      return { name, level: mapped.level };
    });
  }
  const todo = [...levels.values()]
    .filter((mapping) => mapping.guessed)
    .map((mapping) => `skills.ts: ${mapping.written === undefined ? 'no level given' : `the level "${mapping.written}" is not one the import knows`} for ${mapping.skills.join(', ')}: written as ${mapping.level}; check it (Advanced, Moderate or Beginner)`);
  if (loose) todo.push('skills.ts: skills without keywords are gathered in one group titled "Skills": rename or split it in skillGroupTitles if you like');
  return { value, levels: [...levels.values()], todo };
}
