/**
 * `npm run bench`: builds (unless --no-build), serves dist/ on 127.0.0.1, runs Lighthouse for
 * the mobile default and the desktop preset, measures entry bytes and the offline repeat visit,
 * then prints one table, the audits worth fixing, and where the raw reports went (.bench/).
 * A benchmark, not a test: `--check` turns the targets into an exit code for a budget job.
 * Docs: docs/benchmark.md.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { listFindings } from './audit-findings';
import { buildRows, type BenchSummary } from './bench-rows';
import { checkBudget, reportBudget } from './budget';
import { parseBenchOptions } from './cli-options';
import { measureEntryBytes } from './entry-bytes';
import { measureInteractionLatency } from './interaction-latency';
import { readFigures } from './lighthouse-figures';
import { runLighthouse } from './lighthouse-run';
import { measureOfflineRepeatVisit } from './offline-repeat-visit';
import { measurePrecache } from './precache-bytes';
import { formatTable } from './report-table';
import { saveReports } from './save-reports';
import { PROJECT_ROOT, serveDist, siteUrl } from '../serve-dist.ts';

function build(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`The build failed (${result.error?.message ?? `exit code ${result.status}`}); nothing measured.`);
}

async function main(): Promise<number> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.build) build();
  const distDir = resolve(PROJECT_ROOT, options.dist);
  // Read the build's files first: a missing or half-written dist/ fails here, in seconds.
  const entry = measureEntryBytes(distDir);
  const precache = measurePrecache(distDir);
  const server = await serveDist(options.port, distDir);
  const url = siteUrl(options.port);
  console.log(`Serving ${distDir} at ${url}`);
  try {
    const reports = { mobile: await runLighthouse(url, 'mobile', options.runs), desktop: await runLighthouse(url, 'desktop', options.runs) };
    process.stdout.write(`Offline repeat visit (${options.reloads} reloads)… `);
    const offline = await measureOfflineRepeatVisit(url, options.reloads);
    console.log(`rendered “${offline.heading}”`);
    process.stdout.write(`Taps on a cold visit, 4× CPU (first taps × ${options.tapRuns}, two scripted visits)… `);
    const interaction = await measureInteractionLatency(url, options.tapRuns);
    console.log('done');
    const summary: BenchSummary = {
      mobile: readFigures(reports.mobile.lhr),
      desktop: readFigures(reports.desktop.lhr),
      entry,
      offline,
      precache,
      interaction,
    };
    const rows = buildRows(summary);
    const context = {
      url,
      distDir,
      runs: options.runs,
      lighthouseVersion: reports.mobile.lhr.lighthouseVersion,
      userAgent: reports.mobile.lhr.environment.hostUserAgent,
      node: process.version,
    };
    const folder = saveReports(PROJECT_ROOT, { summary, rows, reports, context });

    console.log(`\n${formatTable(rows)}\n`);
    for (const visit of interaction.visits) {
      console.log(`Scripted visit, ${visit.network}, tap to effect: ${visit.steps.map((step) => `${step.label} ${step.effectMs} ms`).join('; ')}.`);
      console.log(`  web-vitals INP ${visit.inpMs} ms on ${visit.inpTarget}.`);
    }
    const perRun = (formFactor: 'mobile' | 'desktop', key: 'performanceScores' | 'totalBlockingTimes') => reports[formFactor][key].join(', ');
    const spread =
      options.runs > 1
        ? `; per run: performance mobile ${perRun('mobile', 'performanceScores')}, desktop ${perRun('desktop', 'performanceScores')}; ` +
          `TBT mobile ${perRun('mobile', 'totalBlockingTimes')} ms, desktop ${perRun('desktop', 'totalBlockingTimes')} ms (median run shown)`
        : '';
    console.log(`Lighthouse ${context.lighthouseVersion}, benchmarkIndex ${summary.mobile.benchmarkIndex ?? '?'} (this machine's speed)${spread}.`);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const findings = listFindings(reports[formFactor].lhr);
      console.log(`\nAudits to fix, ${formFactor}:${findings.length === 0 ? ' none' : ''}`);
      for (const line of findings) console.log(line);
    }
    console.log(`\nRaw reports and summary.json: ${folder}`);
    return options.check ? reportBudget(checkBudget(rows)) : 0;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nnpm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
