/**
 * `skills` become the skill groups (languages spoken are a kind of their own, with the fluency
 * as written: ./map-entries.ts). JSON Resume's usual shape is a group per entry:
 * `{ name: "Web", level: "Expert", keywords: ["React", "CSS"] }` gives a group titled
 * "Web" whose skills are its keywords, each at the entry's level. Some tools (this site's own
 * resume.json among them) write a skill per entry with its group as the one keyword,
 * `{ name: "Python", level: "Advanced", keywords: ["Programming"] }`: when every entry has one
 * keyword and entries share one, the keywords are read as groups. Entries without keywords are
 * single skills, gathered in one group titled "Skills".
 * Every free-text level goes through mapSkillLevel (below), and each mapping is reported.
 */
import type { SkillLevel } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { asciiFold, freeName, type Imported, type ImportWords } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/**
 * A JSON Resume's free-text skill level ("Expert", "Intermediate", "Fluent", "Basic", "4/5",
 * "B2", in French "Avancé", "Intermédiaire", "Débutant", and in Spanish, Portuguese and German)
 * as one of the page's three levels. Words that limit come first, so "Limited working proficiency" and "Advanced beginner" read as Beginner and
 * "Full professional proficiency" as Advanced (LinkedIn's and the Dreyfus scale's wording).
 * Text it cannot read becomes Moderate, marked as a guess for the checklist.
 */

// English, then French (read without its accents: "Avancé" as "avance"), as the site's own resume.json writes its levels in each; then Spanish,
// Portuguese and German ("Avanzado", "Avançado", "Fortgeschritten"), the other languages the import writes in (Arabic's are a guess).
const BEGINNER_WORDS = /\b(?:beginner|basic|basics|novice|elementary|limited|learning|familiar|exposure|introductory|entry|junior|a1|a2|debutant|debutante|notions|elementaire|initiation|principiante|basico|basica|iniciante|anfanger|grundkenntnisse)\b/;
const ADVANCED_WORDS = /\b(?:expert|advanced|master|mastery|fluent|native|bilingual|full|proficient|excellent|strong|senior|c1|c2|avance|avancee|experte|maitrise|courant|bilingue|avanzado|avanzada|experto|experta|nativo|nativa|fluido|avancado|avancada|especialista|fluente|fortgeschritten|fliessend|muttersprache)\b/;
const MODERATE_WORDS = /\b(?:intermediate|moderate|competent|working|conversational|professional|good|experienced|b1|b2|intermediaire|moyen|bon|bonne|intermedio|intermedia|intermediario|intermediaria|mittel|mittelstufe)\b/;

/** At or above: Advanced (4 of 5, 3 of 4); at or above the second: Moderate (3 of 5, 2 of 4). */
const ADVANCED_SHARE = 0.75;
const MODERATE_SHARE = 0.45;

/** "4/5", "4 out of 5", "80%", "★★★★☆" as a share of the scale, or undefined. */
function shareOfScale(text: string): number | undefined {
  const stars = [...text].filter((char) => char === '★').length;
  const empty = [...text].filter((char) => char === '☆').length;
  if (stars + empty > 0) return stars / (stars + empty);
  const ratio = /(\d+(?:\.\d+)?)\s*(?:\/|out of|of)\s*(\d+(?:\.\d+)?)/.exec(text);
  if (ratio && Number(ratio[2]) > 0) return Number(ratio[1]) / Number(ratio[2]);
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (percent) return Number(percent[1]) / 100;
  return undefined;
}

export function mapSkillLevel(freeText: string | undefined): Pick<LevelMapping, 'level' | 'guessed'> {
  const text = asciiFold((freeText ?? '').trim().toLowerCase());
  const share = shareOfScale(text);
  if (share !== undefined) {
    const level = share >= ADVANCED_SHARE ? 'Advanced' : share >= MODERATE_SHARE ? 'Moderate' : 'Beginner';
    return { level, guessed: false };
  }
  if (BEGINNER_WORDS.test(text)) return { level: 'Beginner', guessed: false };
  if (ADVANCED_WORDS.test(text)) return { level: 'Advanced', guessed: false };
  if (MODERATE_WORDS.test(text)) return { level: 'Moderate', guessed: false };
  return { level: 'Moderate', guessed: true };
}

type ImportedSkills = Pick<SiteContent, 'skillGroups' | 'skillGroupTitles'>;

/** One free-text level as written in the file, the level it became, and the skills that carry it. */
export interface LevelMapping {
  written: string | undefined;
  level: SkillLevel;
  /** No rule matched (or no level was given): the owner should check it. */
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
  return freeName(/^[A-Za-z]/.test(camel) ? camel : `group${camel}`, (key) => taken.has(key), '');
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
  // Each group's skills by its title, in the order the titles first come.
  const groups = new Map<string, { name: string; written: string | undefined }[]>();
  const entries = resume.skills ?? [];
  const byGroupKeyword = keywordsAreGroups(entries);
  const loose = entries.some((entry) => keywordsOf(entry).length === 0);
  for (const entry of entries) {
    const [keywords, name] = [keywordsOf(entry), entry.name!.trim()];
    const title = keywords.length === 0 ? words.looseSkills : byGroupKeyword ? keywords[0]! : name;
    const names = keywords.length === 0 || byGroupKeyword ? [name] : keywords;
    groups.set(title, [...(groups.get(title) ?? []), ...names.map((skill) => ({ name: skill, written: entry.level }))]);
  }

  if (groups.size === 0) {
    return { value: today, levels: [], todo: ['skills.ts: the JSON Resume has no skills, so the previous skill groups stay: replace them with yours'] };
  }

  const levels = new Map<string, LevelMapping>();
  const value: ImportedSkills = { skillGroups: {}, skillGroupTitles: {} };
  for (const [title, skills] of groups) {
    const key = groupKey(title, today.skillGroupTitles, new Set(Object.keys(value.skillGroups)));
    value.skillGroupTitles[key] = title;
    value.skillGroups[key] = skills.map(({ name, written }) => {
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
