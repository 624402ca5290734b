/**
 * `npm test`: the whole gate, every check it always ran, in four tracks at once. Each step waits
 * only for what it needs (`after`): the checkout's builds are made one after another on one
 * track, and each Playwright or engine run has ports of its own. The browser suites spend most
 * of their time waiting on the page (a smooth scroll, a backoff, a provider that hangs), not on
 * the two cores, so they run side by side:
 *   1. typecheck, the build, then the Chromium suite (E2E_PORT, E2E_PROVIDER_PORT), but for the
 *      fault matrix;
 *   2. the unit tests; once the site is built, the fault matrix's build, the specs' second builds
 *      and the builds as Netlify and Vercel make them (tests/support/prebuild-test-builds.ts), the
 *      check of the hosts' builds (tests/hosts), and the WebKit and Firefox scenarios on a build
 *      of their own that sends to their own fake provider (+20);
 *   3. once the site is built, the second owner's copy: its unit tests, build and build checks,
 *      then its Chromium specs (+10) (scripts/owner/second-owner-gate.ts);
 *   4. lint, the checks of the build once it is made, the fault matrix and the check of its
 *      build (+30) once that build is made, then the second owner's engine scenarios (+40), then
 *      the README's paths in copies of the checkout (+9: tests/hosts/readme-paths.test.ts).
 * Measured on a quiet 2-core machine the tracks end within two minutes of each other (each
 * step's start and end are printed at the end): keep them so when a step grows.
 * A line from a step starts with its name. Each step's time is printed at the end. The first
 * failure stops the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { localSiteUrl } from '../site/site-url.ts';

const started = Date.now();
// The tests' builds are for this machine, said outright: with CI=true (every CI sets it) a build
// without an address stops rather than publish 127.0.0.1. A host build in the tests clears it.
process.env.VITE_SITE_URL ||= `${localSiteUrl()}/`;
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8787);
/** Each run's site and fake provider: clear of the Chromium suite's ports (E2E_PORT..+6) and each other's. */
const portsAt = (offset: number) => ({ E2E_PORT: String(E2E_PORT + offset), E2E_PROVIDER_PORT: String(PROVIDER_PORT + offset) });
const SECOND_OWNER_PORTS = portsAt(10);
const ENGINE_PORTS = portsAt(20);
const FAULT_PORTS = portsAt(30);
const SECOND_OWNER_ENGINE_PORTS = portsAt(40);
const ENGINE_DIST = 'dist-engines';
/** The fault matrix and the check of its build: the one part of the Chromium suite on ports of its own. */
const FAULT_SPECS = ['tests/e2e/contact-faults.spec.ts', 'tests/e2e/build-environment.spec.ts'];
const MAIN_SPECS = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => `tests/e2e/${name}`)
  .filter((spec) => !FAULT_SPECS.includes(spec));

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Starts only once this has passed: a step of another track it needs. */
  after?: Milestone;
  /** Reached once it has passed, for the steps of other tracks waiting on it. */
  reaches?: Milestone;
}

/** A step's passing, which steps of other tracks wait for. */
class Milestone {
  reach!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.reach = resolve));
}

const npm = (name: string, script: string, env?: Record<string, string>): Step => ({ name, command: 'npm', args: ['run', '--silent', script], env });
const npx = (name: string, args: string[], env?: Record<string, string>, after?: Milestone): Step => ({ name, command: 'npx', args, env, after });
const times: string[] = [];
const running = new Set<ChildProcess>();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

function stopEverything(code: number): never {
  for (const child of running) {
    try {
      // Each step leads a process group of its own: stop its browsers and servers with it (SIGINT,
      // which Playwright answers by closing its web server too).
      if (child.pid) process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
  console.error(`\ngate: failed after ${seconds(started)} s. Step times so far:\n${times.join('\n')}`);
  process.exit(code);
}

/** Runs one step, its lines prefixed with its name (it runs beside others). */
async function run({ name, command, args, env = {}, after }: Step): Promise<void> {
  await after?.reached;
  const stepStarted = Date.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  running.add(child);
  for (const input of [child.stdout!, child.stderr!]) createInterface({ input }).on('line', (line) => console.log(`${name} │ ${line}`));
  const [status] = (await once(child, 'close')) as [number | null];
  running.delete(child);
  times.push(`  ${name}: ${seconds(stepStarted)} s (${Math.round((stepStarted - started) / 1000)}–${seconds(started)} s into the gate)`);
  if (status !== 0) {
    console.error(`\ngate: ${name} failed (exit code ${status})`);
    stopEverything(status || 1);
  }
}

/** Steps one after another. */
async function track(steps: Step[]): Promise<void> {
  for (const step of steps) {
    await run(step);
    step.reaches?.reach();
  }
}

// With E2E_PROVIDER_PORT set (two checkouts side by side), the build sends to that fake provider.
const providerOrigin = process.env.E2E_PROVIDER_PORT ? { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${PROVIDER_PORT}` } : undefined;
const siteBuilt = new Milestone();
const faultBuilt = new Milestone();
const secondOwnerPrepared = new Milestone();
const secondOwner = (part: string, env: Record<string, string>, after?: Milestone) => npx(`second owner ${part}`, ['tsx', 'scripts/owner/second-owner-gate.ts', part], env, after);
const playwright = (name: string, specs: string[], env?: Record<string, string>) => npx(name, ['playwright', 'test', ...specs], env);
const vitest = (name: string, files: string[]) => npx(name, ['vitest', 'run', ...files]);
const prebuild = (name: string, builds: string[], env?: Record<string, string>) => npx(name, ['tsx', 'tests/support/prebuild-test-builds.ts', ...builds], env);

await Promise.all([
  track([
    npm('typecheck', 'typecheck'),
    { ...npm('build', 'build', providerOrigin), reaches: siteBuilt },
    playwright('chromium', MAIN_SPECS),
  ]),
  // The checkout's builds, one after another: no two builds write its public/ and caches at once.
  // No unit test reads dist/ or what the build writes to public/: they run beside the build.
  track([
    npm('unit', 'test:unit'),
    { ...prebuild('fault build', ['faults'], FAULT_PORTS), after: siteBuilt, reaches: faultBuilt },
    // Before the Chromium suite reaches the update and sub-path specs, which would otherwise make them.
    prebuild('test builds', ['update', 'subpath', 'count', 'count-local', 'netlify', 'vercel']),
    // Netlify's and Vercel's builds (made just above) name their own address; Cloudflare's stops.
    vitest('host builds', ['tests/hosts/host-builds.test.ts']),
    npx('engines build', ['tsx', 'scripts/build.ts', '--out', ENGINE_DIST, '--ssr-out', '.ssr-engines'], { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${ENGINE_PORTS.E2E_PROVIDER_PORT}` }),
    // The build that counts writes its fake counter's port in: the engines' own, on their ports.
    prebuild('engines count build', ['count'], ENGINE_PORTS),
    npm('engines', 'test:engines', { ...ENGINE_PORTS, E2E_DIST: ENGINE_DIST }),
  ]),
  // Her art is compared with the checkout's build: after it.
  track([{ ...secondOwner('prepare', SECOND_OWNER_PORTS, siteBuilt), reaches: secondOwnerPrepared }, secondOwner('chromium', SECOND_OWNER_PORTS)]),
  track([
    npm('lint', 'lint'),
    // The checks of dist/ (those that build make their own copies of the checkout), while the
    // checkout's test builds are made on track 2.
    { ...npm('build checks', 'test:build'), after: siteBuilt },
    // Its own results and report folders: a Playwright run empties its results folder as it starts.
    { ...playwright('fault matrix', [...FAULT_SPECS, '--output', 'test-results-faults'], { ...FAULT_PORTS, PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report-faults' }), after: faultBuilt },
    secondOwner('engines', SECOND_OWNER_ENGINE_PORTS, secondOwnerPrepared),
    // The README's paths build in copies of the checkout, on ports of their own (E2E_PORT + 9): on the track that ends first.
    vitest('readme paths', ['tests/hosts/readme-paths.test.ts']),
  ]),
]);
console.log(`\ngate: passed in ${seconds(started)} s\n${times.join('\n')}`);
