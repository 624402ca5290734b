/**
 * A JSON Resume's free-text skill level ("Expert", "Intermediate", "Fluent", "Basic", "4/5",
 * "B2", in French "Avancé", "Intermédiaire", "Débutant") as one of the page's three levels. Words that limit come
 * first, so "Limited working proficiency" and "Advanced beginner" read as Beginner and
 * "Full professional proficiency" as Advanced (LinkedIn's and the Dreyfus scale's wording).
 * Text it cannot read becomes Moderate, marked as a guess for the checklist.
 */
import type { SkillLevel } from '../../src/content/types.ts';
import { asciiFold } from './mapping.ts';

export interface MappedLevel {
  level: SkillLevel;
  /** No rule matched (or no level was given): the owner should check it. */
  guessed: boolean;
}

// English, then French (read without its accents: "Avancé" as "avance"), as the site's own resume.json writes its levels in each.
const BEGINNER_WORDS = /\b(?:beginner|basic|basics|novice|elementary|limited|learning|familiar|exposure|introductory|entry|junior|a1|a2|debutant|debutante|notions|elementaire|initiation)\b/;
const ADVANCED_WORDS = /\b(?:expert|advanced|master|mastery|fluent|native|bilingual|full|proficient|excellent|strong|senior|c1|c2|avance|avancee|experte|maitrise|courant|bilingue)\b/;
const MODERATE_WORDS = /\b(?:intermediate|moderate|competent|working|conversational|professional|good|experienced|b1|b2|intermediaire|moyen|bon|bonne)\b/;

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

export function mapSkillLevel(freeText: string | undefined): MappedLevel {
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
