/**
 * `npm run bench`: builds (unless --no-build), serves dist/ on 127.0.0.1 and measures every page
 * of the site, one per language (`/`, `fr/`): Lighthouse (mobile on each, desktop on the first),
 * entry bytes, the offline repeat visit and the taps; then the precache, and each page after
 * the first against the first. Prints a table per page and one for the site, the audits worth
 * fixing, and where the raw reports went (.bench/). A benchmark, not a test: `--check` turns
 * the targets into an exit code for a budget job. Docs: docs/benchmark.md.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { listFindings } from './audit-findings.ts';
import { buildTables, type BenchSummary } from './bench-rows.ts';
import { checkBudget, reportBudget } from './budget.ts';
import { parseBenchOptions } from './cli-options.ts';
import { calibrateCpu, describeCalibration, type CpuCalibration } from './cpu-calibration.ts';
import { measureEmailSdk } from './email-sdk-bytes.ts';
import { measureEntryBytes } from './entry-bytes.ts';
import { kilobytes } from './targets.ts';
import { precacheAddedBy } from './language-additions.ts';
import type { LighthouseReport } from './lighthouse-run.ts';
import { measurePage, type MeasuredPage } from './measure-page.ts';
import { measurePrecache } from './precache-bytes.ts';
import { formatTable } from './report-table.ts';
import { saveReports } from './save-reports.ts';
import { SITE_PAGES } from './site-pages.ts';
import { PROJECT_ROOT, serveDist, siteUrl } from '../../scripts/serve-dist.ts';

function build(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`The build failed (${result.error?.message ?? `exit code ${result.status}`}); nothing measured.`);
}

/** The lines under the tables: each scripted visit's taps, each page's Lighthouse spread, what to fix. */
function printDetails(measured: MeasuredPage[], summary: BenchSummary, runs: { first: number; others: number }, calibration: CpuCalibration): void {
  for (const { figures } of measured) {
    for (const visit of figures.interaction.visits) {
      console.log(`${figures.page.label} scripted visit, ${visit.network}, tap to effect: ${visit.steps.map((step) => `${step.label} ${step.effectMs} ms`).join('; ')}.`);
      console.log(`  web-vitals INP ${visit.inpMs} ms on ${visit.inpTarget}.`);
    }
  }
  for (const addition of summary.additions) {
    console.log(`${addition.page} adds to the precache: ${addition.files.map((file) => `${file.url} ${kilobytes(file.transferBytes)} (${file.kind})`).join(', ') || 'nothing'}.`);
  }
  const first = measured[0]!;
  console.log(`Lighthouse ${first.reports.mobile.lhr.lighthouseVersion}; this machine: ${describeCalibration(calibration)}; mobile runs and taps slowed by it.`);
  for (const [index, { figures, reports }] of measured.entries()) {
    const count = index === 0 ? runs.first : runs.others;
    const perRun = (report: LighthouseReport | null, name: string) =>
      report ? `${name}: performance ${report.performanceScores.join(', ')}; TBT ${report.totalBlockingTimes.join(', ')} ms` : '';
    const lines = [perRun(reports.mobile, 'mobile'), perRun(reports.mobileDevtools, 'mobile, real slowed load'), perRun(reports.desktop, 'desktop')].filter(Boolean).join('; ');
    const runsOf = `${count} run${count === 1 ? '' : 's'} ${index === 0 ? 'per form factor' : 'on mobile'}`;
    console.log(`  ${figures.page.label}, ${runsOf} (${count > 1 ? 'median run shown' : 'one run'}), ${lines}.`);
  }
  for (const { figures, reports } of measured) {
    for (const [formFactor, report] of Object.entries(reports)) {
      if (!report) continue;
      const findings = listFindings(report.lhr);
      console.log(`\nAudits to fix, ${figures.page.label} ${formFactor}:${findings.length === 0 ? ' none' : ''}`);
      for (const line of findings) console.log(line);
    }
  }
}

async function main(): Promise<number> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.build) build();
  const distDir = resolve(PROJECT_ROOT, options.dist);
  // Read the build's files first: a missing page or a half-written dist/ fails here, in seconds.
  const entries = SITE_PAGES.map((page) => measureEntryBytes(distDir, page.path));
  const precache = measurePrecache(distDir);
  const emailSdk = measureEmailSdk(distDir);
  const [firstPage, ...otherPages] = SITE_PAGES;
  const additions = otherPages.map((page) => precacheAddedBy(distDir, precache, page, firstPage!));
  const calibration = await calibrateCpu();
  console.log(`This machine: ${describeCalibration(calibration)}.`);
  const server = await serveDist(options.port, distDir);
  const url = siteUrl(options.port);
  console.log(`Serving ${distDir} at ${url}; pages: ${SITE_PAGES.map((page) => page.label).join(', ')}`);
  try {
    const measured: MeasuredPage[] = [];
    for (const [index, page] of SITE_PAGES.entries()) measured.push(await measurePage(url, page, entries[index]!, options, index === 0, calibration));
    const summary: BenchSummary = { pages: measured.map(({ figures }) => figures), precache, additions, emailSdk };
    const tables = buildTables(summary);
    const reports = Object.fromEntries(
      measured.flatMap(({ figures, reports: byFormFactor }) =>
        Object.entries(byFormFactor).flatMap(([formFactor, report]) => (report ? [[`${figures.page.language}-${formFactor}`, report]] : [])),
      ),
    );
    const context = {
      url,
      distDir,
      runs: options.runs,
      pageRuns: options.pageRuns,
      lighthouseVersion: measured[0]!.reports.mobile.lhr.lighthouseVersion,
      userAgent: measured[0]!.reports.mobile.lhr.environment.hostUserAgent,
      node: process.version,
      benchmarkIndex: calibration.benchmarkIndex,
      benchmarkIndexReadings: calibration.readings,
      cpuSlowdown: calibration.cpuSlowdown,
    };
    const folder = saveReports(PROJECT_ROOT, { summary, tables, reports, context });

    for (const { title, rows } of tables) console.log(`\n${title}\n${formatTable(rows)}`);
    console.log('');
    printDetails(measured, summary, { first: options.runs, others: options.pageRuns }, calibration);
    console.log(`\nRaw reports and summary.json: ${folder}`);
    return options.check ? reportBudget(checkBudget(tables)) : 0;
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
