/**
 * `interests` become the interest tiles: the name is the title, the keywords the line under it.
 * A tile of today's title keeps today's icon, else the icon is chosen by ./interest-icons.ts. A
 * tile without keywords keeps today's line when the same owner has a tile of that title (the
 * site's own resume.json writes the titles alone), else repeats its title, and goes on the checklist.
 */
import type { Interest } from '../../src/content/types.ts';
import { entryIds, idsByWords, type Imported, sentences } from './mapping.ts';
import { chooseIcon } from './interest-icons.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `sameOwner`: the resume names the person today's content is about. */
export function importInterests(resume: JsonResume, today: readonly Interest[], sameOwner = false): Imported<Interest[]> {
  const todo: string[] = [];
  const ids = entryIds((resume.interests ?? []).map((interest) => interest.name!.trim()), idsByWords(today, (tile) => tile.title));
  const value = (resume.interests ?? []).map((interest, index): Interest => {
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
    let blurb = sentences([keywords.join(', ')]) || (sameOwner ? todayTile?.blurb : undefined);
    if (!blurb) {
      blurb = `${title}.`;
      todo.push(`interests.ts: "${title}" has no keywords ($.interests[${index}].keywords): its line repeats the title; write one about it`);
    }
    return { id: ids[index]!, icon, title, blurb };
  });
  return { value, todo };
}
