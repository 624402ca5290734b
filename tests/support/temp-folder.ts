/**
 * A fresh folder under the system's temp folder for a unit test, removed once the test file's
 * tests are done: a gate run makes about a thousand of them, which a laptop's /tmp should not keep.
 * The `afterAll` below registers on the file that imports this (vitest gives each test file its
 * own copy of the module).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
