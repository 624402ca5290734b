/**
 * An image file no content names is left out of the build (`npm run build` first, for the
 * checkout's own precache list): a copy of the checkout gets one more photo in
 * src/assets/images/projects/ that nothing names, and is built. Its build says so in a WARNING
 * line naming the file (which `npm start`'s summary collects), writes none of the photo's
 * variants to dist/, and precaches exactly as many files as the checkout's build: an owner who
 * replaced the sample's photos ships the old ones to no visitor.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildWarnings } from '../../scripts/build-warnings.ts';
import { projects } from '../../src/content/projects.ts';
import { copyCheckout, precachedUrls } from '../support/checkout-copy.ts';

const LEFT_OVER = 'projects/left-over-photo.jpg';

let copy = '';
let output = '';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [entry.name]));

beforeAll(async () => {
  copy = copyCheckout('portfolio-unused-image-');
  // A photo of its own (a copy of another would share its bytes, and so its built files).
  await sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 201, g: 58, b: 97 } } })
    .jpeg()
    .toFile(join(copy, 'src/assets/images', LEFT_OVER));
  // A production build's environment, not vitest's (NODE_ENV=test would build the dev-only code
  // in); no Chromium for the install screenshots, which take time and show no left-over photo.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: copy, encoding: 'utf8', env: { ...env, CHROMIUM_PATH: join(copy, 'no-chromium') } });
  output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`The build with an unused image failed:\n${output}`);
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it('warns, naming the image no content names', () => {
  expect(buildWarnings(output).filter((line) => line.includes(`src/assets/images/${LEFT_OVER}`))).toHaveLength(1);
});

it('writes none of its variants and precaches what the build without it does', () => {
  const written = filesUnder(join(copy, 'dist'));
  expect(written.filter((name) => name.startsWith('left-over-photo'))).toEqual([]);
  const precached = precachedUrls(readFileSync(join(copy, 'dist/service-worker.js'), 'utf8'));
  expect(precached.filter((url) => url.includes('left-over-photo'))).toEqual([]);
  expect(precached.length).toBe(precachedUrls(readFileSync('dist/service-worker.js', 'utf8')).length);
  // The photos the content names are still there.
  const named = projects[0]!.image.replace(/^.*\//, '').replace(/\.\w+$/, '');
  expect(precached.filter((url) => url.includes(`assets/${named}-`)).length).toBeGreaterThan(1);
});
