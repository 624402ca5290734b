/**
 * An icon for an interest, which JSON Resume does not have and each tile shows: the icon of
 * today's tile with the same title if there is one, else the first word of its name (read from
 * its last word, the one a name is about: "Cross-country skiing" → skiing) or keywords that
 * names a Tabler icon, directly (`chess`, `swimming`) or through the hobbies below whose icon has
 * another name; else a star, put on the checklist.
 */
import { asciiFold } from './mapping.ts';
import { iconDisplayName, resolveIconName } from '../../src/lib/icons/icon-name.ts';
import { ICON_EXPORTS } from '../content/validate-content.ts';

/** Hobby words whose icon is named otherwise on tabler.io/icons. */
export const HOBBY_ICONS: Readonly<Record<string, string>> = {
  photography: 'camera',
  reading: 'book',
  books: 'book',
  hiking: 'trekking',
  camping: 'tent',
  climbing: 'mountain',
  bouldering: 'mountain',
  mountaineering: 'mountain',
  running: 'run',
  jogging: 'run',
  cycling: 'bike',
  biking: 'bike',
  cooking: 'chef-hat',
  baking: 'chef-hat',
  gaming: 'device-gamepad-2',
  games: 'device-gamepad-2',
  guitar: 'guitar-pick',
  singing: 'microphone-2',
  choir: 'microphone-2',
  painting: 'palette',
  drawing: 'pencil',
  art: 'palette',
  soccer: 'ball-football',
  football: 'ball-football',
  basketball: 'ball-basketball',
  volleyball: 'ball-volleyball',
  tennis: 'ball-tennis',
  baseball: 'ball-baseball',
  travel: 'world',
  travelling: 'world',
  traveling: 'world',
  gardening: 'plant-2',
  woodworking: 'hammer',
  carpentry: 'hammer',
  robotics: 'robot',
  coding: 'code',
  programming: 'code',
  volunteering: 'heart-handshake',
  films: 'movie',
  movies: 'movie',
  cinema: 'movie',
  sailing: 'sailboat',
  kayaking: 'kayak',
  fishing: 'fish',
  astronomy: 'telescope',
  weightlifting: 'barbell',
  gym: 'barbell',
  languages: 'language',
};

/** The icon a tile gets when no word finds one. */
export const FALLBACK_ICON = 'star';

export interface ChosenIcon {
  icon: string;
  /** The word that found it; undefined when it is the fallback. */
  word?: string;
}

/** Words to try, in order: the whole name (`ice skating` → `ice-skating`), each word of the name from the last, then the keywords' words. */
function candidateWords(name: string, keywords: readonly string[]): string[] {
  const words = (text: string) => asciiFold(text).toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
  const whole = words(name).join('-');
  return [...new Set([whole, ...words(name).reverse(), ...keywords.flatMap(words)])].filter(Boolean);
}

export function chooseIcon(name: string, keywords: readonly string[], iconExports: readonly string[] = ICON_EXPORTS): ChosenIcon {
  for (const word of candidateWords(name, keywords)) {
    for (const candidate of [HOBBY_ICONS[word], word, word.replace(/s$/, '')]) {
      const exportName = candidate && resolveIconName(candidate, iconExports);
      if (exportName) return { icon: iconDisplayName(exportName), word };
    }
  }
  return { icon: FALLBACK_ICON };
}
