/**
 * `npm test`: the whole gate, every check it always ran, with independent ones side by side
 * where the two cores allow:
 *   1. typecheck, lint and the build, one after another, beside the unit tests;
 *   2. two tracks at once:
 *      - the Chromium suite (Playwright) on E2E_PORT and E2E_PROVIDER_PORT, but for the contact
 *        form's fault matrix; then, once the second owner's copy is built, the second owner's
 *        Chromium specs (E2E_PORT+10, E2E_PROVIDER_PORT+10);
 *      - everything else: the checks of the build; the specs' second builds made ahead of time
 *        (tests/support/prebuild-test-builds.ts); the second owner's unit tests, build and build
 *        checks; the fault matrix and the check of its build, on ports of their own (E2E_PORT+30,
 *        E2E_PROVIDER_PORT+30); the WebKit and Firefox scenarios on a build of their own that
 *        sends to their own fake provider (E2E_PORT+20, E2E_PROVIDER_PORT+20), then the second
 *        owner's.
 *    The second owner's Chromium specs (scripts/owner/second-owner-gate.ts), some of which time
 *    what the visitor sees, run with no other Chromium suite beside them: beside the main suite,
 *    on two cores, its first-visit font and text size specs failed. The two tracks end within a
 *    minute of each other on the 2-core machine (each step's time is printed at the end).
 * A line from a step that runs beside another starts with its name. Each stage's time is
 * printed at the end. The first failure stops the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';

const started = Date.now();
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8787);
/** The second owner's pass and the engine stage: clear of the Chromium suite's ports (E2E_PORT..+6) and each other's. */
const SECOND_OWNER_PORTS = { E2E_PORT: String(E2E_PORT + 10), E2E_PROVIDER_PORT: String(PROVIDER_PORT + 10) };
const ENGINE_PORTS = { E2E_PORT: String(E2E_PORT + 20), E2E_PROVIDER_PORT: String(PROVIDER_PORT + 20) };
const ENGINE_DIST = 'dist-engines';
const FAULT_PORTS = { E2E_PORT: String(E2E_PORT + 30), E2E_PROVIDER_PORT: String(PROVIDER_PORT + 30) };
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
  /** Starts only once this has settled: a step of the other track it needs. */
  after?: Promise<void>;
  /** Called once it has passed, for a step of the other track waiting on it. */
  onPassed?: () => void;
}

const npm = (name: string, script: string, env?: Record<string, string>): Step => ({ name, command: 'npm', args: ['run', '--silent', script], env });
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
  console.error(`\ngate: failed after ${seconds(started)} s. Stage times so far:\n${times.join('\n')}`);
  process.exit(code);
}

/** Runs one step; `labelled` prefixes its lines with its name (it runs beside another). */
async function run({ name, command, args, env = {}, after }: Step, labelled: boolean): Promise<void> {
  await after;
  const stepStarted = Date.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: labelled ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  running.add(child);
  if (labelled) {
    for (const stream of [child.stdout!, child.stderr!]) {
      let partial = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split(/\r?\n/);
        partial = lines.pop() ?? '';
        for (const line of lines) console.log(`${name} │ ${line}`);
      });
      stream.on('end', () => partial && console.log(`${name} │ ${partial}`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      running.delete(child);
      times.push(`  ${name}: ${seconds(stepStarted)} s`);
      if (status !== 0) {
        console.error(`\ngate: ${name} failed (exit code ${status})`);
        stopEverything(status || 1);
      }
      resolve();
    });
  });
}

/** Steps one after another. */
async function track(steps: Step[], labelled: boolean): Promise<void> {
  for (const step of steps) {
    await run(step, labelled);
    step.onPassed?.();
  }
}

async function stage(title: string, tracks: Step[][]): Promise<void> {
  console.log(`\ngate: ${title}`);
  const stageStarted = Date.now();
  await Promise.all(tracks.map((steps) => track(steps, tracks.length > 1)));
  times.push(`${title}: ${seconds(stageStarted)} s`);
}

// With E2E_PROVIDER_PORT set (two checkouts side by side), the build sends to that fake provider.
const providerOrigin = process.env.E2E_PROVIDER_PORT ? { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${PROVIDER_PORT}` } : undefined;
// No unit test reads dist/ or what the build writes to public/: the build need not wait for them.
await stage('typecheck, lint and the build, beside the unit tests', [
  [npm('typecheck', 'typecheck'), npm('lint', 'lint'), npm('build', 'build', providerOrigin)],
  [npm('unit', 'test:unit')],
]);
/** Settles when the second owner's copy is built and checked (track two), which its Chromium specs need. */
let secondOwnerPrepared!: () => void;
const secondOwnerReady = new Promise<void>((resolve) => (secondOwnerPrepared = resolve));
const secondOwner = (part: string, env: Record<string, string>, after?: Promise<void>): Step => ({
  name: `second owner ${part}`,
  command: 'npx',
  args: ['tsx', 'scripts/owner/second-owner-gate.ts', part],
  env,
  after,
});
const prepareSecondOwner = { ...secondOwner('prepare', SECOND_OWNER_PORTS), onPassed: () => secondOwnerPrepared() };
const playwright = (name: string, specs: string[], env?: Record<string, string>): Step => ({ name, command: 'npx', args: ['playwright', 'test', ...specs], env });
const prebuild = (name: string, builds: string[], env?: Record<string, string>): Step => ({
  name,
  command: 'npx',
  args: ['tsx', 'tests/support/prebuild-test-builds.ts', ...builds],
  env,
});
await stage('the Chromium suite beside everything else', [
  [
    playwright('chromium', MAIN_SPECS),
    secondOwner('chromium', SECOND_OWNER_PORTS, secondOwnerReady),
  ],
  [
    npm('build checks', 'test:build'),
    prebuild('test builds', ['update', 'subpath']),
    prebuild('fault build', ['faults'], FAULT_PORTS),
    prepareSecondOwner,
    // Its own results and report folders: a Playwright run empties its results folder as it starts.
    playwright('fault matrix', [...FAULT_SPECS, '--output', 'test-results-faults'], { ...FAULT_PORTS, PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report-faults' }),
    {
      name: 'engines build',
      command: 'npx',
      args: ['tsx', 'scripts/build.ts', '--out', ENGINE_DIST, '--ssr-out', '.ssr-engines'],
      env: { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${ENGINE_PORTS.E2E_PROVIDER_PORT}` },
    },
    npm('engines', 'test:engines', { ...ENGINE_PORTS, E2E_DIST: ENGINE_DIST }),
    secondOwner('engines', ENGINE_PORTS),
  ],
]);
console.log(`\ngate: passed in ${seconds(started)} s\n${times.join('\n')}`);
