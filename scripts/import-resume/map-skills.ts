/**
 * `skills` become the skill groups (languages spoken are a kind of their own, with the fluency
 * as written: ./map-credentials.ts). JSON Resume's usual shape is a group per entry:
 * `{ name: "Web", level: "Expert", keywords: ["React", "CSS"] }` gives a group titled
 * "Web" whose skills are its keywords, each at the entry's level. Some tools (this site's own
 * resume.json among them) write a skill per entry with its group as the one keyword,
 * `{ name: "Python", level: "Advanced", keywords: ["Programming"] }`: when every entry has one
 * keyword and entries share one, the keywords are read as groups. Entries without keywords are
 * single skills, gathered in one group titled "Skills".
 * Every free-text level goes through ./skill-levels.ts, and each mapping is reported.
 */
import type { SkillGroups, SkillLevel } from '../../src/content/types.ts';
import { asciiFold, type Imported, type ImportWords } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';
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

/**
 * The key of a group: today's key for a group of the same title (so a second import, or one of
 * the site's own resume.json, keeps the keys), else the title in camel case: "Programming
 * Languages" → "programmingLanguages", "3D" → "group3d"; a key taken gets 2, 3, ….
 */
function groupKey(title: string, todayTitles: Readonly<Record<string, string>>, taken: ReadonlySet<string>): string {
  const todayKey = Object.keys(todayTitles).find((key) => todayTitles[key] === title);
  if (todayKey && !taken.has(todayKey)) return todayKey;
  const words = asciiFold(title).split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
  const base = /^[A-Za-z]/.test(camel) ? camel : `group${camel}`;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}${n}`;
  return key;
}

type SkillEntry = NonNullable<JsonResume['skills']>[number];

const keywordsOf = (entry: SkillEntry): string[] => (entry.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);

/** Whether the keywords name each skill's group: every entry with keywords has one, and some share it. */
function keywordsAreGroups(entries: readonly SkillEntry[]): boolean {
  const keywords = entries.map(keywordsOf).filter((list) => list.length > 0);
  if (keywords.length === 0 || keywords.some((list) => list.length !== 1)) return false;
  return new Set(keywords.map(([title]) => title)).size < keywords.length;
}

export function importSkills(resume: JsonResume, today: ImportedSkills, words: ImportWords): Imported<ImportedSkills> & { levels: LevelMapping[] } {
  const groups: { title: string; skills: { name: string; written: string | undefined }[] }[] = [];
  /** The group of that title, added at the end the first time it is asked for. */
  const groupTitled = (title: string) => {
    let found = groups.find((existing) => existing.title === title);
    if (!found) groups.push((found = { title, skills: [] }));
    return found;
  };
  const entries = resume.skills ?? [];
  const byGroupKeyword = keywordsAreGroups(entries);
  let loose = false;
  for (const entry of entries) {
    const keywords = keywordsOf(entry);
    const name = entry.name!.trim();
    if (keywords.length === 0) {
      loose = true;
      groupTitled(words.looseSkills).skills.push({ name, written: entry.level });
    } else if (byGroupKeyword) {
      groupTitled(keywords[0]!).skills.push({ name, written: entry.level });
    } else {
      groupTitled(name).skills.push(...keywords.map((keyword) => ({ name: keyword, written: entry.level })));
    }
  }

  if (groups.length === 0) {
    return { value: today, levels: [], todo: ['skills.ts: the JSON Resume has no skills, so the previous skill groups stay: replace them with yours'] };
  }

  const levels = new Map<string, LevelMapping>();
  const value: ImportedSkills = { skillGroups: {}, skillGroupTitles: {} };
  for (const group of groups) {
    const key = groupKey(group.title, today.skillGroupTitles, new Set(Object.keys(value.skillGroups)));
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
  if (loose) todo.push(`skills.ts: skills without keywords are gathered in one group titled "${words.looseSkills}": rename or split it in skillGroupTitles if you like`);
  return { value, levels: [...levels.values()], todo };
}
