/**
 * Everything the benchmark measures in a browser on one page: Lighthouse mobile (and desktop on
 * the first page only: the other pages share its code and layout), mobile in both of Lighthouse's
 * modes (its simulated model and the real load slowed), the offline repeat visit, and the taps,
 * the CPU slowed as a phone (cpu-calibration.ts), with the controls named in the page's language.
 */
import type { EntryBytes } from './entry-bytes.ts';
import type { PageFigures } from './bench-rows.ts';
import type { BenchOptions } from './cli-options.ts';
import type { CpuCalibration } from './cpu-calibration.ts';
import { measureInteractionLatency } from './interaction-latency.ts';
import { readFigures } from './lighthouse-figures.ts';
import { runLighthouse, type LighthouseReport } from './lighthouse-run.ts';
import { measureOfflineRepeatVisit } from './offline-repeat-visit.ts';
import { pageUrl, wordsOf, type SitePage } from './site-pages.ts';

export interface MeasuredPage {
  figures: PageFigures;
  /** Its Lighthouse reports by form factor. */
  reports: { mobile: LighthouseReport; mobileDevtools: LighthouseReport; desktop: LighthouseReport | null };
}

export async function measurePage(siteUrl: string, page: SitePage, entry: EntryBytes, options: BenchOptions, isFirst: boolean, calibration: CpuCalibration): Promise<MeasuredPage> {
  const url = pageUrl(siteUrl, page);
  console.log(`\n${page.label} (${page.tag}): ${url}`);
  const runs = isFirst ? options.runs : options.pageRuns;
  const mobile = await runLighthouse(url, 'mobile', runs, calibration);
  const mobileDevtools = await runLighthouse(url, 'mobile', runs, calibration, 'devtools');
  const desktop = isFirst ? await runLighthouse(url, 'desktop', options.runs, calibration) : null;
  process.stdout.write(`Offline repeat visit (${options.reloads} reloads)… `);
  const offline = await measureOfflineRepeatVisit(url, options.reloads);
  console.log(`rendered “${offline.heading}” (${offline.lang})`);
  process.stdout.write(`Taps on a cold visit, ${calibration.cpuSlowdown.toFixed(2)}× CPU (first taps × ${options.tapRuns}, two scripted visits)… `);
  const interaction = await measureInteractionLatency(url, wordsOf(page), options.tapRuns, calibration.cpuSlowdown);
  console.log('done');
  return {
    figures: { page, mobile: readFigures(mobile.lhr), mobileDevtools: readFigures(mobileDevtools.lhr), desktop: desktop ? readFigures(desktop.lhr) : null, entry, offline, interaction },
    reports: { mobile, mobileDevtools, desktop },
  };
}
