/**
 * `npm run content:stamp`: after you have brought a translation up to date with the content
 * files, records which texts it now matches (each translation's `sources`), so the build stops
 * warning that it was written for older texts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages } from '../../src/content/languages.ts';
import { firstLanguageContent } from '../../src/lib/languages/site-content.ts';
import { sourceHashes, textsOf, TRANSLATIONS_DIR } from './translations.ts';

const SOURCES = /sources: \{[^}]*\}/;

/** The translation file's text with `sources` set to `hashes`. */
export function stampedSources(fileText: string, hashes: Record<string, string>): string {
  if (!SOURCES.test(fileText)) throw new Error('has no `sources: { … }` to update');
  const lines = Object.entries(hashes).map(([part, hash]) => `    ${part}: '${hash}',`);
  return fileText.replace(SOURCES, () => `sources: {\n${lines.join('\n')}\n  }`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const hashes = sourceHashes(textsOf(firstLanguageContent));
  for (const { code } of languages.slice(1)) {
    const file = resolve(TRANSLATIONS_DIR, `${code}.ts`);
    writeFileSync(file, stampedSources(readFileSync(file, 'utf8'), hashes));
    console.log(`content: translations/${code}.ts now records today's texts as its sources`);
  }
}
