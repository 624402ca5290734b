/**
 * Turns the measured figures into the tables' rows, each formatted and judged against its
 * target: one table per page (its language's Lighthouse runs, entry bytes, taps and offline
 * visit), then one for the site (the precache, and each other page against the first).
 */
import type { AssetSize, EntryBytes } from './entry-bytes.ts';
import type { InteractionLatency } from './interaction-latency.ts';
import type { LanguageAddition } from './language-additions.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { OfflineRepeatVisit } from './offline-repeat-visit.ts';
import type { PrecacheBytes } from './precache-bytes.ts';
import type { SitePage } from './site-pages.ts';
import {
  ENTRY_JS_MAX_BYTES,
  ENTRY_JS_PAGE_SPREAD_MAX_BYTES,
  LIGHTHOUSE_ROWS,
  REAL_LOAD_ROWS,
  TAP_MAX_MS,
  describeBound,
  describeTarget,
  judge,
  kilobytes,
  type Verdict,
} from './targets.ts';

/** Everything measured on one page. */
export interface PageFigures {
  page: SitePage;
  /** Lighthouse's simulated model. */
  mobile: LighthouseFigures;
  /** The real load slowed (Lighthouse's devtools throttling). */
  mobileDevtools: LighthouseFigures;
  /** Measured on the first page only. */
  desktop: LighthouseFigures | null;
  entry: EntryBytes;
  offline: OfflineRepeatVisit;
  interaction: InteractionLatency;
}

export interface BenchSummary {
  /** The first language's page first. */
  pages: PageFigures[];
  precache: PrecacheBytes;
  /** What each page after the first adds to the precache. */
  additions: LanguageAddition[];
  /** The email SDK's chunk, which the page loads at the first send. */
  emailSdk: AssetSize;
}

export interface BenchRow {
  label: string;
  /** Formatted values; a figure that does not depend on the form factor sits in `mobile` only. */
  mobile: string;
  desktop: string;
  target: string;
  verdicts: { mobile: Verdict; desktop: Verdict };
  /** Each form factor's own bound in words, for the budget's messages. */
  limits: { mobile: string; desktop: string };
}

export interface BenchTable {
  title: string;
  rows: BenchRow[];
}

const NOT_APPLICABLE = '–';

function format(value: number | null, formatter: (value: number) => string): string {
  return value === null || Number.isNaN(value) ? 'n/a' : formatter(value);
}

function singleRow(label: string, value: string, target = '', verdict: Verdict = 'none'): BenchRow {
  return { label, mobile: value, desktop: NOT_APPLICABLE, target, verdicts: { mobile: verdict, desktop: 'none' }, limits: { mobile: target, desktop: '' } };
}

const tapBound = { max: TAP_MAX_MS };
const tapRow = (label: string, ms: number) => singleRow(label, `${Math.round(ms)} ms`, describeBound(tapBound, (v) => `${v} ms`), judge(ms, tapBound));

/** Tap to effect, the CPU slowed as a phone, cold visits: each first-tap case, then each scripted visit's worst. */
function tapRows({ firstTaps, visits }: InteractionLatency): BenchRow[] {
  const firstTapRows = firstTaps.map((tap) =>
    tapRow(`First tap: ${tap.control}, ${tap.network}${Number.isNaN(tap.afterLoadMs) ? '' : `, ${tap.afterLoadMs / 1000} s after load`} (median)`, tap.medianMs),
  );
  const visitRows = visits.flatMap((visit) => {
    const slowest = visit.steps.reduce((worst, step) => (Number.isNaN(step.effectMs) || step.effectMs > worst.effectMs ? step : worst));
    return [
      tapRow(`Visit, ${visit.network}: slowest tap to effect (${slowest.label})`, slowest.effectMs),
      tapRow(`Visit, ${visit.network}: worst interaction (web-vitals INP)`, visit.inpMs),
    ];
  });
  return [...firstTapRows, ...visitRows];
}

function lighthouseRows(mobile: LighthouseFigures, desktop: LighthouseFigures | null): BenchRow[] {
  return LIGHTHOUSE_ROWS.map((spec): BenchRow => {
    const onMobile = spec.read(mobile);
    const onDesktop = desktop ? spec.read(desktop) : null;
    const desktopBound = desktop ? spec.desktop : undefined;
    return {
      label: spec.label,
      mobile: format(onMobile, spec.format),
      desktop: desktop ? format(onDesktop, spec.format) : NOT_APPLICABLE,
      target: describeTarget(spec.mobile, desktopBound, spec.format),
      verdicts: { mobile: judge(onMobile, spec.mobile), desktop: judge(onDesktop, desktopBound) },
      limits: { mobile: describeBound(spec.mobile, spec.format), desktop: describeBound(desktopBound, spec.format) },
    };
  });
}

/** The real slowed load's figures, each judged by its mobile bound. */
function realLoadRows(figures: LighthouseFigures): BenchRow[] {
  return LIGHTHOUSE_ROWS.filter((spec) => REAL_LOAD_ROWS.includes(spec.label)).map((spec) => {
    const value = spec.read(figures);
    return singleRow(`${spec.label}, real slowed load`, format(value, spec.format), describeBound(spec.mobile, spec.format), judge(value, spec.mobile));
  });
}

function buildPageRows({ page, mobile, mobileDevtools, desktop, entry, offline, interaction }: PageFigures): BenchRow[] {
  const entryBound = { max: ENTRY_JS_MAX_BYTES };
  return [
    ...lighthouseRows(mobile, desktop),
    ...realLoadRows(mobileDevtools),
    singleRow('Entry JS, gzip -9 (dist)', kilobytes(entry.scriptGzipBytes), describeBound(entryBound, kilobytes), judge(entry.scriptGzipBytes, entryBound)),
    singleRow('Inline script, gzip -9 (dist)', kilobytes(entry.inlineScriptGzipBytes)),
    singleRow('First-load CSS, gzip -9 (dist)', kilobytes(entry.stylesheetGzipBytes)),
    ...tapRows(interaction),
    singleRow('Offline repeat visit, load', `${Math.round(offline.loadMs)} ms`),
    singleRow('Offline repeat visit, LCP', Number.isNaN(offline.lcpMs) ? 'n/a' : `${Math.round(offline.lcpMs)} ms`),
    // The worker must answer each language's address with that language's page.
    singleRow('Offline repeat visit, <html lang>', offline.lang || 'none', page.tag, offline.lang === page.tag ? 'pass' : 'fail'),
  ];
}

const signedKilobytes = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kilobytes(Math.abs(bytes))}`;

/** Each page after the first: its entry JavaScript against the first page's. */
function entrySpreadRows(pages: PageFigures[]): BenchRow[] {
  const [first, ...others] = pages;
  if (!first) return [];
  const bound = { max: ENTRY_JS_PAGE_SPREAD_MAX_BYTES };
  return others.map(({ page, entry }) => {
    const difference = entry.scriptGzipBytes - first.entry.scriptGzipBytes;
    return singleRow(`Entry JS, ${page.label} against ${first.page.label}`, signedKilobytes(difference), `within ± ${kilobytes(bound.max)}`, judge(Math.abs(difference), bound));
  });
}

/**
 * Its page and resume are expected, and its page must be there (or it does not open offline); an
 * image means one was not shared; anything else (the career kit's files of its own among them)
 * is worth a look: the target is the page and resume only.
 */
function additionVerdict(addition: LanguageAddition): Verdict {
  if (!addition.files.some((file) => file.kind === 'page')) return 'fail';
  if (addition.files.some((file) => file.kind === 'image')) return 'fail';
  return addition.files.every((file) => file.kind === 'page' || file.kind === 'resume') ? 'pass' : 'warn';
}

function buildSiteRows({ pages, precache, additions, emailSdk }: BenchSummary): BenchRow[] {
  return [
    ...entrySpreadRows(pages),
    singleRow(`SW precache, after load (${precache.files} files)`, kilobytes(precache.transferBytes)),
    singleRow('Email SDK, at the first send (nothing after load), gzip -9', kilobytes(emailSdk.gzipBytes)),
    ...additions.map((addition) =>
      singleRow(`SW precache, ${addition.page} adds (${addition.files.length} files)`, kilobytes(addition.transferBytes), 'its page (and resume) only', additionVerdict(addition)),
    ),
  ];
}

/** The tables in the order they print: each page's, then the site's. */
export function buildTables(summary: BenchSummary): BenchTable[] {
  return [
    ...summary.pages.map((figures) => ({ title: `${figures.page.label} (${figures.page.tag})`, rows: buildPageRows(figures) })),
    { title: 'The site', rows: buildSiteRows(summary) },
  ];
}
