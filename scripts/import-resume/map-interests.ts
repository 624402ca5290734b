/**
 * `interests` become the interest tiles: the name is the title, the keywords the line under it.
 * The icon is chosen by ./interest-icons.ts. A tile without keywords repeats its title as its
 * line, and goes on the checklist.
 */
import type { Interest } from '../../src/content/types.ts';
import type { Imported } from './imported.ts';
import { entryIds } from './entry-ids.ts';
import { chooseIcon } from './interest-icons.ts';
import type { JsonResume } from './json-resume.ts';
import { sentences } from './sentences.ts';

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function importInterests(resume: JsonResume, today: readonly Interest[], iconExports: readonly string[]): Imported<Interest[]> {
  const todo: string[] = [];
  const ids = entryIds((resume.interests ?? []).map((interest) => interest.name ?? ''));
  const value = (resume.interests ?? []).map((interest, index): Interest => {
    const title = interest.name!.trim();
    const keywords = (interest.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    let icon = today.find((tile) => sameTitle(tile.title, title))?.icon;
    if (!icon) {
      const chosen = chooseIcon(title, keywords, iconExports);
      icon = chosen.icon;
      todo.push(
        chosen.word
          ? `interests.ts: "${title}" got the icon "${icon}" (from the word "${chosen.word}"): keep it or pick another name on tabler.io/icons`
          : `interests.ts: "${title}" got the icon "${icon}" (no word of it names an icon): pick one on tabler.io/icons`,
      );
    }
    let blurb = sentences([keywords.join(', ')]);
    if (!blurb) {
      blurb = `${title}.`;
      todo.push(`interests.ts: "${title}" has no keywords ($.interests[${index}].keywords): its line repeats the title; write one about it`);
    }
    return { id: ids[index]!, icon, title, blurb };
  });
  return { value, todo };
}
