/**
 * The texts a page in one language must not show: every text of the first language (its
 * dictionary or its content) whose counterpart in the other language differs, and the fixed
 * pieces of its messages (`Links for …`, `… (opens in a new tab)`). A text the other language
 * uses itself ("Contact", "Menu", a brand name) is left out: it is right on both pages.
 */

/** Stands in for a message's values, so its fixed pieces can be cut out around them. */
const VALUE = '\u0001';
/** A message's piece shorter than this (`of` in `1 of 10`) could be any language's word. */
const MIN_PIECE_LETTERS = 4;

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const trimmed = (text: string) => text.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/** A message's fixed pieces, `Links for \u0001` → `Links for`. Numbers' formatting takes a string as it is. */
function piecesOf(message: (...values: never[]) => unknown): string[] {
  const text = String(message(...(Array.from({ length: message.length }, () => VALUE) as never[])));
  return text
    .split(VALUE)
    .map(trimmed)
    .filter((piece) => letters(piece) >= MIN_PIECE_LETTERS);
}

/** Every text in `tree` (strings, and messages' pieces), in no order. */
function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return letters(tree) > 0 ? [tree.trim()] : [];
  if (typeof tree === 'function') return piecesOf(tree as (...values: never[]) => unknown);
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(textsOf);
  return [];
}

/** The texts of `first` whose counterpart in `other` (same key, same place) says something else. */
function changedTexts(first: unknown, other: unknown): string[] {
  if (typeof first === 'string') return first === other ? [] : textsOf(first);
  if (typeof first === 'function') {
    const otherPieces = new Set(typeof other === 'function' ? textsOf(other) : []);
    return textsOf(first).filter((piece) => !otherPieces.has(piece));
  }
  if (first && typeof first === 'object') {
    const counterpart = (other ?? {}) as Record<string, unknown>;
    return Object.entries(first).flatMap(([key, value]) => changedTexts(value, counterpart[key]));
  }
  return [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds `phrase` as a whole phrase: not inside a longer word (`Phone` is not in `iPhone`). Case counts. */
export const wholePhrase = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The phrases of the first language's `first` (a dictionary or content) that must not appear on
 * the page of the language whose same tree is `other`, longest first. `own`: the texts that
 * language's visitors read (by default all of `other`; pass less when `other` also holds values
 * no one reads, such as a skill's level as the content stores it, `Advanced`).
 */
export function untranslatedTexts(first: unknown, other: unknown, own: unknown = other): string[] {
  const ownTexts = textsOf(own);
  const changed = [...new Set(changedTexts(first, other))];
  return changed
    .filter((phrase) => {
      const pattern = wholePhrase(phrase);
      return !ownTexts.some((text) => pattern.test(text));
    })
    .sort((a, b) => b.length - a.length);
}
