/**
 * The `id` each imported entry is filed under (its translations are keyed by it): the id of
 * today's entry known by the same words, so a second import, or one of the site's own
 * resume.json, keeps every id and the translations filed under it; else a kebab-case slug of the
 * entry's first words, `Hydraulics Intern, Fjordvik AS` → `hydraulics-intern-fjordvik-as`, made
 * unique in its file with `-2`, `-3`.
 */
import { asciiFold } from './mapping.ts';

/** Past this many words a slug says no more about its entry, only longer. */
const SLUG_WORDS = 6;

const slug = (words: string): string =>
  asciiFold(words).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, SLUG_WORDS).join('-') || 'entry';

/** Words as compared with today's: case and spacing aside. */
const sameWords = (words: string): string => words.trim().replace(/\s+/g, ' ').toLowerCase();

/** Today's entries' ids by the words each is known by (`wordsOf` an entry, as for the imported ones). */
export function idsByWords<Entry extends { id: string }>(today: readonly Entry[], wordsOf: (entry: Entry) => string): Map<string, string> {
  return new Map(today.map((entry) => [sameWords(wordsOf(entry)), entry.id]));
}

/** One id per entry, from the words each is known by, in the entries' order. */
export function entryIds(names: readonly string[], today: ReadonlyMap<string, string> = new Map()): string[] {
  const kept = names.map((name) => today.get(sameWords(name)));
  // A kept id is taken once: a second entry with the same words gets a slug of its own.
  const used = new Set<string>();
  const ids = kept.map((id) => (id && !used.has(id) ? (used.add(id), id) : undefined));
  return names.map((name, index) => {
    if (ids[index]) return ids[index];
    const base = slug(name);
    let id = base;
    for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
    used.add(id);
    return id;
  });
}
