/**
 * Only the variables the page names reach the build: Vite would inline every `VITE_*` variable
 * of the environment wherever code used `import.meta.env` as a whole (src/config/env.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureBuild, FAULT_BUILD, FAULT_TIMINGS, SECRET_CANARY } from '../support/test-build.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test('a VITE_ secret in the build environment appears in no file of dist/', async () => {
  test.setTimeout(240_000);
  ensureBuild(FAULT_BUILD);
  const files = await filesUnder(FAULT_BUILD.dir);
  expect(files.length).toBeGreaterThan(50);
  const leaking: string[] = [];
  for (const file of files) if ((await readFile(file)).includes(SECRET_CANARY)) leaking.push(file);
  expect(leaking).toEqual([]);

  // The build did see that environment: the variables the page does read made it in.
  const bundled = (await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')))).join('\n');
  expect(bundled).toContain(FAULT_BUILD.env.VITE_EMAILJS_ORIGIN);
  expect(bundled).toContain(`"requestLimitMs":${FAULT_TIMINGS.requestLimitMs}`);
});
