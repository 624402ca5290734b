/**
 * The `id` each imported entry is filed under (its translations are keyed by it): a kebab-case
 * slug of words the entry is known by, `Hydraulics Intern, Fjordvik AS` → `hydraulics-intern-fjordvik-as`,
 * made unique in its file with `-2`, `-3`.
 */
import { asciiFold } from './ascii-fold.ts';

const slug = (words: string): string =>
  asciiFold(words).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join('-') || 'entry';

/** One id per entry, from the words each is known by, in the entries' order. */
export function entryIds(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = slug(name);
    let id = base;
    for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
    used.add(id);
    return id;
  });
}
