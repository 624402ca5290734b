/**
 * `npm test`: the whole gate, every check it always ran, with independent ones side by side
 * where the two cores allow:
 *   1. typecheck, lint and the unit tests, side by side;
 *   2. the build, then the checks of dist/;
 *   3. two tracks at once:
 *      - the Chromium suite (Playwright) on E2E_PORT and E2E_PROVIDER_PORT, then, once the second
 *        owner's copy is built, the second owner's Chromium specs (E2E_PORT+10, E2E_PROVIDER_PORT+10);
 *      - everything else that runs no Chromium suite: the specs' second builds made ahead of time
 *        (tests/support/prebuild-test-builds.ts), the second owner's unit tests, build and build
 *        checks, and the WebKit and Firefox scenarios, on a build of their own that sends to
 *        their own fake provider (E2E_PORT+20, E2E_PROVIDER_PORT+20), then the second owner's.
 *    Two Chromium suites never run at once: on two cores that made timing-bound specs (first-visit
 *    font, text size) fail.
 * A line from a step that runs beside another starts with its name. Each stage's time is
 * printed at the end. The first failure stops the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const started = Date.now();
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8787);
/** The second owner's pass and the engine stage: clear of the Chromium suite's ports (E2E_PORT..+6) and each other's. */
const SECOND_OWNER_PORTS = { E2E_PORT: String(E2E_PORT + 10), E2E_PROVIDER_PORT: String(PROVIDER_PORT + 10) };
const ENGINE_PORTS = { E2E_PORT: String(E2E_PORT + 20), E2E_PROVIDER_PORT: String(PROVIDER_PORT + 20) };
const ENGINE_DIST = 'dist-engines';

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

await stage('typecheck, lint and unit tests, side by side', [
  [npm('typecheck', 'typecheck')],
  [npm('lint', 'lint')],
  [npm('unit', 'test:unit')],
]);
// With E2E_PROVIDER_PORT set (two checkouts side by side), the build sends to that fake provider.
const providerOrigin = process.env.E2E_PROVIDER_PORT ? { VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${PROVIDER_PORT}` } : undefined;
await stage('the build', [[npm('build', 'build', providerOrigin)]]);
await stage('checks of the build', [[npm('build checks', 'test:build')]]);
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
await stage('the Chromium suite beside everything else', [
  [npm('chromium', 'test:e2e'), secondOwner('chromium', SECOND_OWNER_PORTS, secondOwnerReady)],
  [
    { name: 'test builds', command: 'npx', args: ['tsx', 'tests/support/prebuild-test-builds.ts', 'faults', 'update', 'subpath'] },
    prepareSecondOwner,
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
