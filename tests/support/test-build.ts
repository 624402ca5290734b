/**
 * A second production build with other build-time settings, for the specs that need one: made
 * once per test run (reused while it is newer than `dist/`, which `npm test` builds first, and
 * was made with the same settings), served on a port of its own. `npm test` makes them ahead
 * of time beside the Chromium suite (tests/support/prebuild-test-builds.ts); a lock per build
 * keeps a spec that gets there first and that early build from writing the same folder at once.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestBuild {
  /** Output folder, e.g. `dist-faults` (git-ignored as `dist-*`). */
  dir: string;
  /** The server bundle's folder, e.g. `.ssr-faults` (git-ignored as `.ssr*`). */
  ssrDir: string;
  env: Record<string, string>;
}

export const PROVIDER_ORIGIN = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? 8787}`;

/** Planted in the environment of the fault build: it must never reach any file of that build. */
export const SECRET_CANARY = 'canary-private-key-7c41f0e2-never-ship-me';

/**
 * The contact form's delivery with every wait shortened (names in src/config/contact-timings.ts): the banner
 * after 5 s instead of 12, a request given up after 8 s instead of 4 min, backoff from 0.5 s
 * instead of 5 s. A provider answering after 7 s here is one answering after 2 min in production.
 */
export const FAULT_TIMINGS = { storageWaitMs: 1_000, feedbackMs: 5_000, requestLimitMs: 8_000, backoffBaseMs: 500, backoffMaxMs: 4_000, syncBudgetMs: 10_000 };

export const FAULT_BUILD: TestBuild = {
  dir: 'dist-faults',
  ssrDir: '.ssr-faults',
  env: {
    VITE_EMAILJS_ORIGIN: PROVIDER_ORIGIN,
    VITE_CONTACT_TIMINGS: JSON.stringify(FAULT_TIMINGS),
    // A variable the page never reads, as a careless deployment would have it.
    VITE_EMAILJS_PRIVATE_KEY: SECRET_CANARY,
  },
};

/** The same site as `dist/` under another version: a new deployment, for the update test. */
export const UPDATE_VERSION = '9.9.9-update-test';
export const UPDATE_BUILD: TestBuild = { dir: 'dist-update', ssrDir: '.ssr-update', env: { APP_VERSION: UPDATE_VERSION } };

/** A GitHub Pages project site's shape: the site under a sub-path, on a port of its own. */
export const SUBPATH_BASE = '/portfolio/';
export const SUBPATH_PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
export const SUBPATH_SITE_URL = `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH_BASE}`;
export const SUBPATH_BUILD: TestBuild = { dir: 'dist-subpath', ssrDir: '.ssr-subpath', env: { VITE_SITE_URL: SUBPATH_SITE_URL } };

/**
 * The owner's three provider ids, as an owner sets them in a host's settings: a host build
 * without them (or VITE_CONTACT=mailto) stops, as its form would have nowhere to send.
 */
const OWNER_IDS = { VITE_EMAILJS_SERVICE_ID: 'service_owner', VITE_EMAILJS_TEMPLATE_ID: 'template_owner', VITE_EMAILJS_PUBLIC_KEY: 'owner-public-key' };
/** None of the tests' own settings: a host knows nothing of them. */
const NONE_OF_OURS = { VITE_SITE_URL: '', VITE_EMAILJS_ORIGIN: '', PORT: '' };

/** Netlify's production deploy, with the variables Netlify sets itself (library-notes: hosts' own variables). */
const NETLIFY_ADDRESS = 'https://avery-quinn.netlify.app';
export const NETLIFY_BUILD: TestBuild = {
  dir: 'dist-netlify',
  ssrDir: '.ssr-netlify',
  env: { ...NONE_OF_OURS, ...OWNER_IDS, NETLIFY: 'true', CONTEXT: 'production', URL: NETLIFY_ADDRESS, DEPLOY_PRIME_URL: 'https://main--avery-quinn.netlify.app' },
};

/** Vercel's production deploy: its variables name hosts, without a scheme. */
export const VERCEL_BUILD: TestBuild = {
  dir: 'dist-vercel',
  ssrDir: '.ssr-vercel',
  env: { ...NONE_OF_OURS, ...OWNER_IDS, VERCEL: '1', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'avery-quinn.vercel.app', VERCEL_URL: 'avery-quinn-k3j2h1.vercel.app' },
};

export const TEST_BUILDS = { faults: FAULT_BUILD, update: UPDATE_BUILD, subpath: SUBPATH_BUILD, netlify: NETLIFY_BUILD, vercel: VERCEL_BUILD };

/** A lock older than a build can take is left over from a run that was stopped: taken over. */
const STALE_LOCK_MS = 10 * 60_000;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Holds `lock` (created exclusively) while `work` runs; waits while another process holds it. */
function withLock(lock: string, work: () => void): void {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      else pause(500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true });
  }
}

export function ensureBuild(build: TestBuild): void {
  withLock(`${build.ssrDir}.lock`, () => buildUnlessFresh(build));
}

function buildUnlessFresh({ dir, ssrDir, env }: TestBuild): void {
  const stamp = join(ssrDir, 'test-build.json');
  const settings = createHash('sha256').update(JSON.stringify(env)).digest('hex');
  const reference = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (existsSync(stamp) && existsSync(join(dir, 'index.html')) && statSync(stamp).mtimeMs >= reference) {
    if (readFileSync(stamp, 'utf8') === settings) return;
  }
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', dir, '--ssr-out', ssrDir], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`The test build into ${dir}/ failed.`);
  writeFileSync(stamp, settings);
}
