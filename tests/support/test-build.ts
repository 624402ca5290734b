/**
 * A second production build with other build-time settings, for the specs that need one: made
 * once per test run (reused while it is newer than `dist/`, which `npm test` builds first, and
 * was made with the same settings), served on a port of its own. `npm test` makes them ahead
 * of time beside the Chromium suite (tests/support/prebuild-test-builds.ts); a lock per build
 * keeps a spec that gets there first and that early build from writing the same folder at once.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyCheckout } from './checkout-copy.ts';

export interface TestBuild {
  /** Output folder, e.g. `dist-faults` (git-ignored as `dist-*`). */
  dir: string;
  /** The server bundle's folder, e.g. `.ssr-faults` (git-ignored as `.ssr*`). */
  ssrDir: string;
  env: Record<string, string>;
  /** The owner's `profile.visitCounter` for this build, set in a copy of the checkout it is made in. */
  visitCounter?: string;
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
/**
 * The fault build's device limit: 25 messages in its (production) 10 minutes, for its row of 20
 * queued messages; the limit itself is tested on the production 3 in 10 minutes, in `dist/`
 * (tests/e2e/contact-abuse.spec.ts).
 */
const FAULT_SEND_LIMIT = { sendLimit: 25 };

export const FAULT_BUILD: TestBuild = {
  dir: 'dist-faults',
  ssrDir: '.ssr-faults',
  env: {
    VITE_EMAILJS_ORIGIN: PROVIDER_ORIGIN,
    VITE_CONTACT_TIMINGS: JSON.stringify({ ...FAULT_TIMINGS, ...FAULT_SEND_LIMIT }),
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

/** Netlify's production deploy, with the variables Netlify sets itself. */
const NETLIFY_ADDRESS = 'https://avery-quinn.netlify.app';
export const NETLIFY_BUILD: TestBuild = {
  dir: 'dist-netlify',
  ssrDir: '.ssr-netlify',
  env: { ...NONE_OF_OURS, ...OWNER_IDS, NETLIFY: 'true', CONTEXT: 'production', URL: NETLIFY_ADDRESS, DEPLOY_PRIME_URL: 'https://main--avery-quinn.netlify.app' },
};

/**
 * Vercel's production deploy: its variables name hosts, without a scheme. This owner has no
 * provider account: the mail-app form (VITE_CONTACT=mailto), with no ids, as a host build of
 * that kind must name no provider and no local mailbox either.
 */
export const VERCEL_BUILD: TestBuild = {
  dir: 'dist-vercel',
  ssrDir: '.ssr-vercel',
  env: {
    ...NONE_OF_OURS,
    VITE_CONTACT: 'mailto',
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
    VERCEL: '1',
    VERCEL_ENV: 'production',
    VERCEL_PROJECT_PRODUCTION_URL: 'avery-quinn.vercel.app',
    VERCEL_URL: 'avery-quinn-k3j2h1.vercel.app',
  },
};


/**
 * A published site that counts visits: its profile names the fake GoatCounter (on a port of its
 * own), its address is a public one, so it counts wherever it is served, here on 127.0.0.1. Each
 * E2E_PORT gets a build of its own, as the counter's port is written into it.
 */
export const COUNT_PORT = Number(process.env.E2E_PORT ?? 4173) + 4;
export const COUNTER_PORT = Number(process.env.E2E_PORT ?? 4173) + 7;
const COUNT_SITE_URL = 'https://avery-quinn.example';
export const COUNT_BUILD: TestBuild = {
  dir: `dist-count-${COUNT_PORT}`,
  ssrDir: `.ssr-count-${COUNT_PORT}`,
  env: {
    VITE_SITE_URL: COUNT_SITE_URL,
    // A published site's form needs the provider's ids (scripts/vite/contact-target-check.ts): test ones, sent to the fake provider.
    VITE_EMAILJS_SERVICE_ID: 'service_count_test',
    VITE_EMAILJS_TEMPLATE_ID: 'template_count_test',
    VITE_EMAILJS_PUBLIC_KEY: 'public_count_test',
    VITE_EMAILJS_ORIGIN: PROVIDER_ORIGIN,
  },
  visitCounter: `http://127.0.0.1:${COUNTER_PORT}/count`,
};

/** The same counter set, in a build for this machine (no VITE_SITE_URL): it must never count. */
export const LOCAL_COUNT_PORT = Number(process.env.E2E_PORT ?? 4173) + 5;
export const LOCAL_COUNT_BUILD: TestBuild = { dir: `dist-count-local-${COUNT_PORT}`, ssrDir: `.ssr-count-local-${COUNT_PORT}`, env: {}, visitCounter: COUNT_BUILD.visitCounter };


export const TEST_BUILDS = { faults: FAULT_BUILD, update: UPDATE_BUILD, subpath: SUBPATH_BUILD, netlify: NETLIFY_BUILD, vercel: VERCEL_BUILD, count: COUNT_BUILD, 'count-local': LOCAL_COUNT_BUILD };

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

/** profile.ts with `visitCounter` set to `endpoint`, in place of any the owner has. */
function withVisitCounter(profileSource: string, endpoint: string): string {
  const line = `visitCounter: '${endpoint}',`;
  const changed = /^\s*visitCounter: .*$/m.test(profileSource)
    ? profileSource.replace(/^(\s*)visitCounter: .*$/m, `$1${line}`)
    : profileSource.replace(/^(\s*)resume: /m, `$1${line}\n$1resume: `);
  if (!changed.includes(line)) throw new Error('test build: found no place for visitCounter in profile.ts');
  return changed;
}

/** The build's command in the checkout, or for a content change in a throwaway copy of it (writing into the checkout's `dir`). */
function runBuild({ dir, ssrDir, env, visitCounter }: TestBuild): number | null {
  // A build as `npm run build` makes it, whoever asks: vitest's NODE_ENV=test would make Vite
  // build an unminified bundle, too large for the precache.
  const { NODE_ENV: _runner, ...ours } = process.env;
  const run = (cwd: string, out: string, ssrOut: string) =>
    spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', out, '--ssr-out', ssrOut], { cwd, env: { ...ours, ...env }, stdio: 'inherit' }).status;
  if (visitCounter === undefined) return run(process.cwd(), dir, ssrDir);
  const copy = copyCheckout('portfolio-test-build-');
  try {
    const profile = join(copy, 'src/content/profile.ts');
    writeFileSync(profile, withVisitCounter(readFileSync(profile, 'utf8'), visitCounter));
    return run(copy, resolve(dir), '.ssr');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function buildUnlessFresh(build: TestBuild): void {
  const { dir, ssrDir, env, visitCounter } = build;
  const stamp = join(ssrDir, 'test-build.json');
  const settings = createHash('sha256').update(JSON.stringify(visitCounter === undefined ? env : { env, visitCounter })).digest('hex');
  const reference = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (existsSync(stamp) && existsSync(join(dir, 'index.html')) && statSync(stamp).mtimeMs >= reference) {
    if (readFileSync(stamp, 'utf8') === settings) return;
  }
  if (runBuild(build) !== 0) throw new Error(`The test build into ${dir}/ failed.`);
  mkdirSync(ssrDir, { recursive: true });
  writeFileSync(stamp, settings);
}
