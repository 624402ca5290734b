/**
 * A language the owner does not list (src/content/languages.ts) leaves no trace in dist/: no
 * page of its own, and none of its translation's texts in any file the site serves, even when
 * its translation file is still in src/content/translations (an owner who dropped French).
 * The second owner's gate runs this on an English-only site with the sample's French file left in.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/config/language-codes.ts';
import { languages } from '../../src/content/languages.ts';
import { firstLanguageContent, TRANSLATIONS } from '../../src/lib/languages/site-content.ts';
import { textsOf } from '../../scripts/content/translations.ts';

const listed = new Set<string>(languages.map(({ code }) => code));
const unlisted = LANGUAGE_CODES.filter((code) => !listed.has(code));

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const servedFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? servedFiles(join(dir, entry.name)) : /\.(?:html|js|json|webmanifest|xml|txt|vcf)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

it.skipIf(unlisted.length === 0)(`ships nothing of the languages it does not list (${unlisted.join(', ') || 'none'})`, () => {
  for (const code of unlisted) shipsNothingOf(code);
});

function shipsNothingOf(code: (typeof LANGUAGE_CODES)[number]): void {
  expect(existsSync(join('dist', code))).toBe(false);
  const translation = TRANSLATIONS[code];
  if (!translation) return;
  const firstLanguageTexts = new Set(strings(textsOf(firstLanguageContent)));
  // Its own texts: long enough to be its own, and not the same words as the first language's.
  const ownTexts = strings({ ...translation, sources: {} }).filter((text) => text.length >= 24 && !firstLanguageTexts.has(text));
  expect(ownTexts.length).toBeGreaterThan(0);
  const shipped = servedFiles('dist').map((file) => readFileSync(file, 'utf8'));
  // As written, or escaped the way a bundle or JSON writes it.
  for (const text of ownTexts) {
    const forms = [text, JSON.stringify(text).slice(1, -1)];
    expect(shipped.some((content) => forms.some((form) => content.includes(form))), text).toBe(false);
  }
}
