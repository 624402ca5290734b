/**
 * `interests` become the interest tiles: the name is the title, the keywords the line under it.
 * A tile of today's title keeps today's icon, else the icon is chosen by chooseIcon (below). A
 * tile without keywords keeps today's line when the same owner has a tile of that title (the
 * site's own resume.json writes the titles alone), else repeats its title, and goes on the checklist.
 */
import type { Interest } from '../../src/content/types.ts';
import { asciiFold, type Imported, orStandIn, sentences, withIds } from './mapping.ts';
import { iconDisplayName, resolveIconName } from '../../src/lib/icons/icon-name.ts';
import { ICON_EXPORTS } from '../content/validate-content.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** Tabler icons (tabler.io/icons) by the hobby words they stand for where the icon is named otherwise. */
const ICON_HOBBIES: Readonly<Record<string, readonly string[]>> = {
  camera: ['photography'],
  book: ['reading', 'books'],
  trekking: ['hiking'],
  tent: ['camping'],
  mountain: ['climbing', 'bouldering', 'mountaineering'],
  run: ['running', 'jogging'],
  bike: ['cycling', 'biking'],
  'chef-hat': ['cooking', 'baking'],
  'device-gamepad-2': ['gaming', 'games'],
  'guitar-pick': ['guitar'],
  'microphone-2': ['singing', 'choir'],
  palette: ['painting', 'art'],
  pencil: ['drawing'],
  'ball-football': ['soccer', 'football'],
  'ball-basketball': ['basketball'],
  'ball-volleyball': ['volleyball'],
  'ball-tennis': ['tennis'],
  'ball-baseball': ['baseball'],
  world: ['travel', 'travelling', 'traveling'],
  'plant-2': ['gardening'],
  hammer: ['woodworking', 'carpentry'],
  robot: ['robotics'],
  code: ['coding', 'programming'],
  'heart-handshake': ['volunteering'],
  movie: ['films', 'movies', 'cinema'],
  sailboat: ['sailing'],
  kayak: ['kayaking'],
  fish: ['fishing'],
  telescope: ['astronomy'],
  barbell: ['weightlifting', 'gym'],
};

/** Each hobby word's icon. */
export const HOBBY_ICONS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ICON_HOBBIES).flatMap(([icon, words]) => words.map((word) => [word, icon])));

/** The icon a tile gets when no word finds one. */
export const FALLBACK_ICON = 'star';

/** Words to try, in order: the whole name (`ice skating` → `ice-skating`), each word of the name from the last, then the keywords' words. */
function candidateWords(name: string, keywords: readonly string[]): string[] {
  const words = (text: string) => asciiFold(text).toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
  const whole = words(name).join('-');
  return [...new Set([whole, ...words(name).reverse(), ...keywords.flatMap(words)])].filter(Boolean);
}

/**
 * An icon for an interest, which JSON Resume does not have and each tile shows: the icon of
 * today's tile with the same title if there is one, else the first word of its name (read from
 * its last word, the one a name is about: "Cross-country skiing" → skiing) or keywords that
 * names a Tabler icon, directly (`chess`, `swimming`) or through the hobbies above whose icon has
 * another name; else a star, put on the checklist. `word`: the word that found it (none for the star).
 */
export function chooseIcon(name: string, keywords: readonly string[], iconExports: readonly string[] = ICON_EXPORTS): { icon: string; word?: string } {
  for (const word of candidateWords(name, keywords)) {
    for (const candidate of [HOBBY_ICONS[word], word, word.replace(/s$/, '')]) {
      const exportName = candidate && resolveIconName(candidate, iconExports);
      if (exportName) return { icon: iconDisplayName(exportName), word };
    }
  }
  return { icon: FALLBACK_ICON };
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `sameOwner`: the resume names the person today's content is about. */
export function importInterests(resume: JsonResume, today: readonly Interest[], sameOwner = false): Imported<Interest[]> {
  const todo: string[] = [];
  const value = (resume.interests ?? []).map((interest, index): Omit<Interest, 'id'> => {
    const title = interest.name!.trim();
    const keywords = (interest.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    const todayTile = today.find((tile) => sameTitle(tile.title, title));
    let icon = todayTile?.icon;
    if (!icon) {
      const chosen = chooseIcon(title, keywords);
      icon = chosen.icon;
      todo.push(
        chosen.word
          ? `interests.ts: "${title}" got the icon "${icon}" (from the word "${chosen.word}"): keep it or pick another name on tabler.io/icons`
          : `interests.ts: "${title}" got the icon "${icon}" (no word of it names an icon): pick one on tabler.io/icons`,
      );
    }
    const blurb = orStandIn(sentences([keywords.join(', ')]) || (sameOwner ? todayTile?.blurb : undefined), `${title}.`, todo, () =>
      `interests.ts: "${title}" has no keywords ($.interests[${index}].keywords): its line repeats the title; write one about it`);
    return { icon, title, blurb };
  });
  return { value: withIds(value, today, (tile) => tile.title), todo };
}
