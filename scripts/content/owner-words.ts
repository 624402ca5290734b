/**
 * The build's check of the product's words in a language the product does not ship: the owner
 * writes them in src/content/words/<code>.ts, in the shape of the English ones
 * (src/config/dictionary/en-words.ts), and the build stops naming each word still missing, or
 * written as a text where English has a message with values in it (or the other way round).
 */
import { enWords } from '../../src/config/dictionary/en-words.ts';
import type { PartialWords } from '../../src/lib/languages/words.ts';
import { LANGUAGE_CODES } from '../../src/config/language-codes.ts';
import type { SiteLanguage } from '../../src/content/types.ts';

/** What English has at a place, to name the word by: its text, or a message and what it takes. */
const described = (english: unknown): string =>
  typeof english === 'function' ? `the message English writes as ${JSON.stringify(english.toString())}` : JSON.stringify(english);

/** Each word of `english` that `theirs` lacks or writes in another form, by its dotted path. */
function wordProblems(english: unknown, theirs: unknown, path: string): { path: string; problem: string }[] {
  if (typeof english === 'string') {
    if (theirs === undefined) return [{ path, problem: `has no word here; write the one for ${described(english)}` }];
    return typeof theirs === 'string' && theirs.trim() ? [] : [{ path, problem: `must be a text, the one for ${described(english)}` }];
  }
  if (typeof english === 'function') {
    if (theirs === undefined) return [{ path, problem: `has no word here; write ${described(english)}` }];
    return typeof theirs === 'function' ? [] : [{ path, problem: `must be a message with the same values as ${described(english)}` }];
  }
  if (english === null || typeof english !== 'object') return [];
  const other = (theirs ?? {}) as Record<string, unknown>;
  return Object.entries(english).flatMap(([key, value]) => wordProblems(value, other[key], path ? `${path}.${key}` : key));
}

/** Every problem with the words of the site's languages that the product does not ship, as owner-readable lines. */
export function checkOwnerWords(languages: readonly SiteLanguage[], ownerWords: Partial<Record<string, PartialWords>>): string[] {
  return languages
    .filter(({ code }) => !(LANGUAGE_CODES as readonly string[]).includes(code))
    .flatMap(({ code }) => {
      const file = `words/${code}.ts`;
      const words = ownerWords[code];
      if (!words) {
        return [
          `${file}: is missing: the product has its own words in ${LANGUAGE_CODES.join(', ')}, so a site in ${code} needs them written there, in the shape of src/config/dictionary/en-words.ts (see docs/content.md, "Languages")`,
        ];
      }
      return wordProblems(enWords, words, '').map(({ path, problem }) => `${file}: ${path}: ${problem} (${code})`);
    });
}
