import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getManifest } from 'workbox-build';
import { afterAll, expect, it } from 'vitest';
import { PRECACHE_FILES } from './precache-files.ts';

const dist = mkdtempSync(join(tmpdir(), 'precache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it("takes every language's page and resume, and leaves out what only other apps read", async () => {
  const files = ['index.html', 'resume.pdf', 'resume.json', 'fr/index.html', 'fr/resume.pdf', 'fr/resume.json', 'assets/entry-a1.js', 'og-image.png', 'fr/og-image.png', 'screenshots/wide.png', 'app-icon-source.svg'];
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
  const { manifestEntries } = await getManifest({ globDirectory: dist, ...PRECACHE_FILES });
  expect(manifestEntries?.map(({ url }) => url).sort()).toEqual(['assets/entry-a1.js', 'fr/index.html', 'fr/resume.json', 'fr/resume.pdf', 'index.html', 'resume.json', 'resume.pdf']);
});
