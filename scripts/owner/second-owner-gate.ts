/**
 * `npm run test:second-owner` (the last step of `npm test`): the content-dependent half of the
 * gate again, on a second owner's content (tests/fixtures/second-owner). It copies the checkout
 * (tracked and new files, not ignored ones) to a temporary folder with node_modules linked,
 * swaps the second owner in there (scripts/owner/swap-owner.ts) and runs: the unit tests that
 * read the content, the build, the build checks, the Chromium specs that read the content and
 * the engine scenarios that do. The checkout itself is never touched. The second owner turns on
 * both optional parts (her writing feed, her GitHub repositories): her build fetches them from a
 * fake feed host and a fake GitHub API on 127.0.0.1 serving her fixture data
 * (tests/support/serve-outside-sources.ts), started for the build and stopped after it.
 * SECOND_OWNER_KEEP=1 keeps the copy (its path is printed) to look at after a failure.
 *
 * `npm test` runs it in parts (a first argument), each on a track of the gate's (scripts/gate/run-gate.ts):
 * `prepare` (the copy, the unit tests, the build and its checks), `engines` (its engine
 * scenarios) and `chromium` (its Chromium specs). The copy stays between the parts, at a path
 * fixed for this checkout; the last of `engines` and `chromium` to pass removes it. With no
 * argument, all run in order.
 */
import { localSiteUrl } from '../site/site-url.ts';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyCheckout } from './copy-checkout.ts';
import { SAME_FOR_EVERY_OWNER } from './same-for-every-owner.ts';
import { holdsContentSet, swapOwner } from './swap-owner.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CONTENT_SET = 'tests/fixtures/second-owner';

/** Unit tests that read src/content (the resume, the import, the page's metadata, the content check). */
const UNIT_TESTS = ['scripts/resume', 'scripts/import-resume', 'scripts/vite', 'scripts/content', 'src/sections', 'src/features/contact/mailto.test.ts', 'src/features/contact/MailtoForm.test.tsx'];
/**
 * Unit tests in those folders that no owner's content can change: they read no content module
 * (their inputs are written in the test), or replace every content module they read with a
 * fixture (the two every-kind tests). They run on the sample owner only; a new test runs on both
 * until it is listed here.
 */
const SAME_FOR_EVERY_OWNER_UNIT = [
  'scripts/content/accent-contrast.test.ts',
  'scripts/content/photo-sizes.test.ts',
  'scripts/content/unused-images.test.ts',
  'scripts/import-resume/content-sources.test.ts',
  'scripts/import-resume/map-projects.test.ts',
  'scripts/import-resume/map-skills.test.ts',
  'scripts/import-resume/pair-resumes.test.ts',
  'scripts/resume/every-kind.test.ts',
  'scripts/resume/paging.test.ts',
  'scripts/resume/pdf-keywords.test.ts',
  // The Arabic fixture translates the sample's own entries: the sample's test, as the third-language build check is.
  'scripts/resume/right-to-left.test.ts',
  'scripts/vite/career-kit/contact-card.test.ts',
  'scripts/vite/named-images-only.test.ts',
  'scripts/vite/career-kit/qr-code.test.ts',
  'scripts/vite/contact-target-check.test.ts',
  'scripts/vite/precache-files.test.ts',
  'scripts/site/site-address.test.ts',
  'scripts/site/site-url.test.ts',
  'scripts/vite/unused-palettes.test.ts',
  'scripts/vite/visit-counter.test.ts',
  'src/sections/About/every-kind.test.tsx',
  'src/sections/Header/header-fit.test.ts',
];
/**
 * Chromium specs that read the content or depend on its shapes and lengths (their tests tagged
 * SAME_FOR_EVERY_OWNER left out). Some time what the visitor sees (the first visit's font, as a
 * long name wraps anew; the name typing out; links landing after a smooth scroll).
 */
const E2E_SPECS = ['first-visit-font', 'a11y-text-size', 'hero-typing', 'gallery', 'navigation', 'header', 'accessibility', 'a11y-focus', 'a11y-reflow', 'page-content', 'outside-data', 'career-kit', 'print', 'pwa-install', 'visit-counts', 'case-studies'].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);
/** Engine scenarios that read the content or depend on its length (a vitest -t pattern). */
const ENGINE_SCENARIOS = 'renders at 390 px, light|renders at 1280 px, dark|header links land|phone menu opens|name types out|the carousel|a case study opens';

/** Serves the second owner's feed and GitHub account from her fixture data; prints its origin first. */
const OUTSIDE_SOURCES_SERVER = 'tests/support/serve-outside-sources.ts';
/**
 * The second owner's build runs with this as GITHUB_TOKEN: sent to the fake GitHub API, and
 * never in a file the build writes (tests/build/outside-data.test.ts looks for it).
 */
const TOKEN_CANARY = 'ghp_second-owner-canary-never-in-a-file-5d0c';

// Her builds are for this machine, said outright, as run-gate.ts does: on a CI one without an address stops.
process.env.VITE_SITE_URL ||= `${localSiteUrl()}/`;

/** Where this checkout's copy with the second owner in it lives between the parts. */
const copy = join(tmpdir(), `portfolio-second-owner-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\nsecond owner: ${title}\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nsecond owner: "${title}" failed. The copy with the second owner's content is ${copy}`);
    process.exit(result.status ?? 1);
  }
  console.log(`second owner: ${title} passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The fake feed host and GitHub API, started from the checkout; resolves once it listens. */
async function serveOutsideSources(): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['--import', 'tsx', OUTSIDE_SOURCES_SERVER, CONTENT_SET], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\n')[0]!.trim()));
    server.once('exit', (code) => reject(new Error(`second owner: the outside sources' server stopped (exit code ${code})`)));
  });
  console.log(`second owner: her writing feed and GitHub account served at ${origin}`);
  // Also when a failed step ends the gate at once (process.exit skips `finally`).
  const stop = () => void server.kill();
  process.once('exit', stop);
  return { origin, stop };
}

/** The copy's profile names the fixture's feed on 127.0.0.1:4790: the served one's origin goes in its place. */
function pointFeedAt(origin: string): void {
  const file = join(copy, 'src/content/profile.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/(writingFeed: ')https?:\/\/[^/']+/, `$1${origin}`));
}

const PARTS = ['prepare', 'engines', 'chromium'] as const;
type Part = (typeof PARTS)[number];
/** The parts that use the prepared copy: `npm test` runs them on two of its tracks, and the last to pass removes the copy. */
const USERS_OF_THE_COPY: Part[] = ['engines', 'chromium'];
/** Left in the copy by a part that passed. */
const passedMark = (part: Part) => join(copy, `.${part}-passed`);
const asked = process.argv[2];
if (asked !== undefined && !PARTS.includes(asked as Part)) {
  console.error(`second owner: the part to run is one of ${PARTS.join(', ')}, or none for all of them (not "${asked}")`);
  process.exit(1);
}
const parts: readonly Part[] = asked ? [asked as Part] : PARTS;
const started = Date.now();

if (parts.includes('prepare')) {
  rmSync(copy, { recursive: true, force: true });
  copyCheckout(root, copy);
  console.log(`second owner: ${CONTENT_SET} swapped into a copy at ${copy}`);
  await swapOwner(join(root, CONTENT_SET), copy);
  // Two checkouts side by side: the build sends to this run's fake provider (as playwright.config.ts says).
  const providerOrigin = process.env.E2E_PROVIDER_PORT ? { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}` } : {};
  step('unit tests that read the content', 'npx', ['vitest', 'run', ...UNIT_TESTS, ...SAME_FOR_EVERY_OWNER_UNIT.flatMap((file) => ['--exclude', file])]);
  const sources = await serveOutsideSources();
  try {
    pointFeedAt(sources.origin);
    step('build', 'npx', ['tsx', 'scripts/build.ts'], { ...providerOrigin, GITHUB_API_URL: sources.origin, GITHUB_TOKEN: TOKEN_CANARY });
  } finally {
    sources.stop();
  }
  // The checkout's build (npm test made it first) is what the second owner's must share no art
  // with: the sample's, or the owner's own. Not when the checkout already holds the second owner
  // (swapped in to try the README's way): its build would be compared with itself.
  const checkoutDist = join(root, 'dist');
  const sameOwner = holdsContentSet(join(root, CONTENT_SET), root);
  const compareWith = !sameOwner && existsSync(join(checkoutDist, 'manifest.webmanifest'));
  if (sameOwner) console.log('second owner: the checkout holds the second owner already, so its art is not compared with itself.');
  else if (!compareWith) console.warn(`second owner: no build in ${checkoutDist}, so its art is not compared (npm test builds it first).`);
  // Leaving out an image no content names is the build's, whoever the owner: checked once, on the
  // checkout; so is a third language, whose fixture translates the sample's own entries.
  step('build checks', 'npx', ['vitest', 'run', 'tests/build', '--exclude', 'tests/build/unused-images.test.ts', '--exclude', 'tests/build/third-language.test.ts'], {
    // Her build fetched both parts from the fakes: the checks want them there in full, the token nowhere.
    EXPECT_OUTSIDE_DATA: '1',
    GITHUB_TOKEN: TOKEN_CANARY,
    ...(compareWith ? { SAMPLE_DIST: checkoutDist } : {}),
  });
}
if (!existsSync(join(copy, 'dist', 'index.html'))) {
  console.error(`second owner: no prepared copy at ${copy}: run the "prepare" part first`);
  process.exit(1);
}
if (parts.includes('engines')) {
  step('engine scenarios that read the content', 'npx', ['vitest', 'run', '-c', 'tests/engines/vitest.config.ts', '-t', ENGINE_SCENARIOS]);
  writeFileSync(passedMark('engines'), '');
}
if (parts.includes('chromium')) {
  step('Chromium specs that read the content', 'npx', ['playwright', 'test', ...E2E_SPECS, '--grep-invert', SAME_FOR_EVERY_OWNER]);
  writeFileSync(passedMark('chromium'), '');
}
if (USERS_OF_THE_COPY.some((part) => parts.includes(part)) && USERS_OF_THE_COPY.every((part) => existsSync(passedMark(part)))) {
  if (process.env.SECOND_OWNER_KEEP) console.log(`second owner: kept the copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
console.log(`\nsecond owner: ${parts.join(', ')} passed in ${Math.round((Date.now() - started) / 1000)} s`);
