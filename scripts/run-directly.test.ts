/**
 * A script that both runs as a command (`npm run …`) and is imported by others decides "was I run
 * directly" by comparing `import.meta.url` with `pathToFileURL(process.argv[1]).href`. Gluing
 * `file://` before the path instead gives `file://C:\…` on Windows and leaves spaces and accents
 * unescaped, so the comparison is false there and the command silently does nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const FOLDERS = ['scripts', 'tools'];
/** A line that sets the module's own URL against the path it was started with. */
const RUN_DIRECTLY_CHECK = /import\.meta\.(?:url|filename)[^\n]*process\.argv|process\.argv[^\n]*import\.meta\.(?:url|filename)/;
const THE_ONE_FORM = "import.meta.url === pathToFileURL(process.argv[1] ?? '').href";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

it('every script decides "was I run directly" with pathToFileURL, which works on Windows paths', () => {
  const checks = FOLDERS.flatMap(sources).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, at) => (RUN_DIRECTLY_CHECK.test(line) ? [{ where: `${file}:${at + 1}`, line: line.trim() }] : [])),
  );
  // The scripts npm runs that others also import: content:stamp, owner:swap, the install screenshots.
  expect(checks.length).toBeGreaterThanOrEqual(3);
  expect(checks.filter(({ line }) => !line.includes(THE_ONE_FORM))).toEqual([]);
});
