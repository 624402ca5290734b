/**
 * `npm run bench:side-by-side`: Lighthouse mobile on an empty page (one short heading and one
 * word, the floor no page can beat) and on every page of one or more builds, interleaved round
 * by round, so that a busy machine weighs on all of them alike; each page's LCP is then given
 * as a ratio to the empty page's, medians of the rounds. With `--taps N`, the first taps at the
 * same CPU slowdown on each build's first page, interleaved the same way (first-taps.ts, one run per round).
 *
 *   npm run bench:side-by-side -- --dist dist --dist /tmp/dist-before --rounds 5 --taps 5
 *
 * `--page fr/` (again for more) measures those pages only, as the address they are served at.
 *
 * `--throttling devtools` slows the real load instead of simulating it: the page's HTML then
 * streams in, and what its first bytes hold can paint before the rest has come; `both` runs each
 * round in both modes and prints a table for each. The CPU is slowed as a mid-tier phone on this
 * machine (cpu-calibration.ts: the machine's benchmarkIndex, then Lighthouse's calculator), and
 * every table says by how much.
 *
 * Each `--dist` is served on a port of its own (4291, 4292, …; the empty page on 4290, or from `--port`). A build
 * is found whole: every `index.html` under it is a page (`/`, `fr/`, a case study's
 * `projects/<slug>/`). Don't rebuild a folder while it is measured. Docs: docs/benchmark.md.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { PROJECT_ROOT, serveDist, siteUrl } from '../../scripts/serve-dist.ts';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { calibrateCpu, describeCalibration, type CpuCalibration } from './cpu-calibration.ts';
import { measureFirstTaps } from './first-taps.ts';
import { mainThreadMs } from './lighthouse-figures.ts';
import { runLighthouseOnce, type ThrottlingMethod } from './lighthouse-run.ts';
import { median } from './median.ts';
import { textTable } from './report-table.ts';

const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head><body><h1>Portfolio</h1><p>Hello</p></body></html>';

interface Target {
  build: string;
  page: string;
  url: string;
}

interface Run {
  performance: number;
  styleLayout: number;
  benchmarkIndex: number;
  fcp: number;
  lcp: number;
  tbt: number;
  documentBytes: number;
  totalBytes: number;
  lcpElement: string;
  longTasks: number[];
}

/** Every page of a build: each `index.html` under it, as the address it is served at. */
function pagesOf(distDir: string): string[] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => basename(file) === 'index.html')
    .map((file) => relative(distDir, join(distDir, file)).replace(/index\.html$/, ''))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
}

function figuresOf(lhr: Result): Run {
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const rows = (id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const requests = rows('network-requests') as { resourceType?: string; transferSize?: number }[];
  const element = (rows('largest-contentful-paint-element')[0]?.items as { node?: { selector?: string } }[] | undefined)?.[0]?.node?.selector ?? '';
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    styleLayout: Math.round(mainThreadMs(lhr, 'styleLayout')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    documentBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
    totalBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    lcpElement: element.split(' > ').slice(-2).join(' > '),
    longTasks: (rows('long-tasks') as { duration?: number }[]).map((task) => Math.round(task.duration ?? 0)),
  };
}

const MODES: Record<string, ThrottlingMethod[]> = { simulate: ['simulate'], devtools: ['devtools'], both: ['simulate', 'devtools'] };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dist: { type: 'string', multiple: true, default: ['dist'] }, rounds: { type: 'string', default: '5' }, throttling: { type: 'string', default: 'simulate' }, port: { type: 'string', default: '4290' }, taps: { type: 'string', default: '0' }, page: { type: 'string', multiple: true } },
  });
  const rounds = Number(values.rounds);
  const modes = MODES[values.throttling];
  if (!modes) throw new Error(`--throttling is simulate, devtools or both, not "${values.throttling}".`);
  const tapRounds = Number(values.taps);
  const calibration = await calibrateCpu();
  console.log(`This machine: ${describeCalibration(calibration)}.`);
  const emptyDir = mkdtempSync(join(tmpdir(), 'empty-page-'));
  writeFileSync(join(emptyDir, 'index.html'), EMPTY_PAGE);
  const firstPort = Number(values.port);
  const servers = [await serveDist(firstPort, emptyDir)];
  const targets: Target[] = [{ build: 'empty page', page: '/', url: siteUrl(firstPort) }];
  for (const [index, dist] of values.dist.entries()) {
    const port = firstPort + 1 + index;
    const distDir = resolve(PROJECT_ROOT, dist);
    servers.push(await serveDist(port, distDir));
    for (const page of pagesOf(distDir).filter((path) => !values.page || values.page.includes(path || '/'))) targets.push({ build: dist, page: page || '/', url: new URL(page, siteUrl(port)).href });
  }
  const runs = new Map<string, Run[]>();
  const key = (target: Target, mode: ThrottlingMethod) => `${mode}|${target.build}|${target.page}`;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const mode of modes) {
        for (const target of targets) {
          process.stdout.write(`round ${round}/${rounds}, ${mode}: ${target.build} ${target.page}… `);
          const run = figuresOf((await runLighthouseOnce(target.url, 'mobile', calibration, mode)).lhr);
          runs.set(key(target, mode), [...(runs.get(key(target, mode)) ?? []), run]);
          console.log(`perf ${run.performance}, LCP ${run.lcp} ms, TBT ${run.tbt} ms, style and layout ${run.styleLayout} ms, index ${run.benchmarkIndex}, long tasks ${run.longTasks.join(', ') || 'none'}`);
        }
      }
    }
    for (const mode of modes) printTable(mode, targets.map((target) => [target, runs.get(key(target, mode))!] as const), rounds, calibration);
    if (tapRounds > 0) await compareTaps(targets.filter((target) => target.page === '/' && target.build !== 'empty page'), tapRounds, calibration);
  } finally {
    for (const server of servers) await server.close();
  }
}

function printTable(mode: ThrottlingMethod, measured: (readonly [Target, Run[]])[], rounds: number, calibration: CpuCalibration): void {
  const floor = median(measured[0]![1].map((run) => run.lcp));
  const of = (list: Run[], name: 'fcp' | 'lcp' | 'tbt' | 'styleLayout' | 'documentBytes' | 'totalBytes') => median(list.map((run) => run[name]));
  const each = (list: Run[], name: 'fcp' | 'lcp' | 'tbt' | 'performance') => list.map((run) => run[name]).join(', ');
  const rows = [
    ['page', 'build', 'perf (each run)', 'FCP (each run)', 'LCP (each run)', 'LCP / empty', 'TBT (each run)', 'style and layout', 'document', 'transfer', 'LCP element'],
    ...measured.map(([target, list]) => [
      target.page,
      target.build,
      `${median(list.map((run) => run.performance))} (${each(list, 'performance')})`,
      `${of(list, 'fcp')} ms (${each(list, 'fcp')})`,
      `${of(list, 'lcp')} ms (${each(list, 'lcp')})`,
      (of(list, 'lcp') / floor).toFixed(2),
      `${of(list, 'tbt')} ms (${each(list, 'tbt')})`,
      `${of(list, 'styleLayout')} ms`,
      `${(of(list, 'documentBytes') / 1000).toFixed(1)} kB`,
      `${(of(list, 'totalBytes') / 1000).toFixed(1)} kB`,
      list[0]?.lcpElement ?? '',
    ]),
  ];
  const indexes = measured.flatMap(([, list]) => list.map((run) => run.benchmarkIndex));
  const throttling = mode === 'devtools' ? 'devtools throttling: the real load slowed' : 'simulated throttling';
  console.log(`\nLighthouse mobile (${throttling}), ${rounds} interleaved rounds, medians; ${describeCalibration(calibration)}; each run's index ${Math.min(...indexes)}–${Math.max(...indexes)}:\n${textTable(rows)}`);
}

/** The first taps on each build's first page, one run of every case per round, interleaved. */
async function compareTaps(pages: Target[], rounds: number, calibration: CpuCalibration): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
  const taps = new Map<string, number[]>();
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of pages) {
        console.log(`taps round ${round}/${rounds}: ${page.build}`);
        for (const tap of await measureFirstTaps(browser, page.url, wordsIn(FIRST_LANGUAGE), 1, calibration.cpuSlowdown)) {
          const key = `${page.build}|${tap.control}, ${tap.network}, ${tap.afterLoadMs} ms after load`;
          taps.set(key, [...(taps.get(key) ?? []), ...tap.runsMs]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows = [['build', 'first tap', 'median', 'slowest', 'each run'], ...[...taps].map(([key, ms]) => [...key.split('|'), `${median(ms)} ms`, `${Math.max(...ms)} ms`, ms.join(', ')])];
  const all = [...taps].map(([key, ms]) => [key.split('|')[0]!, ms] as const);
  const builds = [...new Set(all.map(([build]) => build))].map((build) => {
    const ms = all.filter(([name]) => name === build).flatMap(([, list]) => list);
    return [build, 'every case', `${median(ms)} ms`, `${Math.max(...ms)} ms`, `${ms.length} taps`];
  });
  console.log(`\nFirst taps at ${calibration.cpuSlowdown.toFixed(2)}× CPU, ${rounds} interleaved rounds:\n${textTable([...rows, ...builds])}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nnpm run bench:side-by-side: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
