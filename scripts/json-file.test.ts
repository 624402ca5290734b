import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readKept, writeWhole } from './json-file.ts';

it('reads a file another build is still writing (half of its JSON) as a miss, and writes whole with nothing left beside it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'json-file-'));
  const file = join(folder, 'cache', 'case-studies.json');
  expect(readKept(file)).toBeUndefined();
  writeWhole(file, JSON.stringify({ key: 'a', studies: [1, 2] }));
  expect(readKept(file)).toEqual({ key: 'a', studies: [1, 2] });
  expect(readdirSync(join(folder, 'cache'))).toEqual(['case-studies.json']);
  writeFileSync(file, '{"key":"a","stud');
  expect(readKept(file)).toBeUndefined();
});
