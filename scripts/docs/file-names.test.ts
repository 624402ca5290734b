/**
 * One file name per concept in src/: no two product modules share a base name, so a name in a
 * doc, a stack trace or an editor's quick-open leads to one file. A module's test and its CSS
 * module share its name on purpose.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../tests/support/import-graph.ts';

function modules(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return modules(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

it('no two modules of src/ share a base name', () => {
  const byName = new Map<string, string[]>();
  for (const file of modules('src')) {
    const name = path.basename(file).replace(/\.tsx?$/, '');
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  expect(byName.size).toBeGreaterThan(100);
  expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
});
