/** The command line of `npm run bench`: what to build, where to serve, how many runs, whether to gate. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Run `npm run build` first; `--no-build` measures the `dist/` already there. */
  build: boolean;
  /** The build to measure, relative to the project root: `dist` unless `--dist` names a copy. */
  dist: string;
  /** Loopback port for the preview server (never 4173, the tests' port). */
  port: number;
  /** Lighthouse runs per form factor on the first page; with more than one, the median run is reported. */
  runs: number;
  /** Lighthouse mobile runs on each page after the first (`fr/`): `--runs` unless said. */
  pageRuns: number;
  /** Offline reloads timed for the repeat visit; the median is reported. */
  reloads: number;
  /** Cold visits per first-tap case; the median is reported. */
  tapRuns: number;
  /** Exit non-zero when a target is missed (the budget check). */
  check: boolean;
}

const USAGE = `Usage: tsx tools/bench/run-bench.ts [--no-build] [--dist dist] [--port 4190] [--runs 1] [--page-runs <runs>] [--reloads 5] [--tap-runs 3] [--check]`;

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer, got "${raw}".\n${USAGE}`);
  return value;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4190' },
      runs: { type: 'string', default: '1' },
      'page-runs': { type: 'string' },
      reloads: { type: 'string', default: '5' },
      'tap-runs': { type: 'string', default: '3' },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.dist !== 'dist' && !values['no-build']) throw new Error(`--dist measures an existing build: add --no-build.\n${USAGE}`);
  return {
    build: !values['no-build'],
    dist: values.dist,
    port: positiveInteger('port', values.port),
    runs: positiveInteger('runs', values.runs),
    pageRuns: positiveInteger('page-runs', values['page-runs'] ?? values.runs),
    reloads: positiveInteger('reloads', values.reloads),
    tapRuns: positiveInteger('tap-runs', values['tap-runs']),
    check: values.check,
  };
}
