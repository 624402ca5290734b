/** Turns the measured figures into the table's rows: each formatted, each judged against its target. */
import type { EntryBytes } from './entry-bytes';
import type { InteractionLatency } from './interaction-latency';
import type { LighthouseFigures } from './lighthouse-figures';
import type { OfflineRepeatVisit } from './offline-repeat-visit';
import type { PrecacheBytes } from './precache-bytes';
import { ENTRY_JS_MAX_BYTES, LIGHTHOUSE_ROWS, TAP_MAX_MS, describeBound, describeTarget, judge, kilobytes, type Verdict } from './targets';

export interface BenchSummary {
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
  entry: EntryBytes;
  offline: OfflineRepeatVisit;
  precache: PrecacheBytes;
  interaction: InteractionLatency;
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

const NOT_APPLICABLE = '–';

function format(value: number | null, formatter: (value: number) => string): string {
  return value === null || Number.isNaN(value) ? 'n/a' : formatter(value);
}

function singleRow(label: string, value: string, target = '', verdict: Verdict = 'none'): BenchRow {
  return { label, mobile: value, desktop: NOT_APPLICABLE, target, verdicts: { mobile: verdict, desktop: 'none' }, limits: { mobile: target, desktop: '' } };
}

const tapBound = { max: TAP_MAX_MS };
const tapRow = (label: string, ms: number) => singleRow(label, `${Math.round(ms)} ms`, describeBound(tapBound, (v) => `${v} ms`), judge(ms, tapBound));

/** Tap to effect, 4× CPU, cold visits: each first-tap case, then each scripted visit's worst. */
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

export function buildRows(summary: BenchSummary): BenchRow[] {
  const lighthouseRows = LIGHTHOUSE_ROWS.map((spec): BenchRow => {
    const mobile = spec.read(summary.mobile);
    const desktop = spec.read(summary.desktop);
    return {
      label: spec.label,
      mobile: format(mobile, spec.format),
      desktop: format(desktop, spec.format),
      target: describeTarget(spec.mobile, spec.desktop, spec.format),
      verdicts: { mobile: judge(mobile, spec.mobile), desktop: judge(desktop, spec.desktop) },
      limits: { mobile: describeBound(spec.mobile, spec.format), desktop: describeBound(spec.desktop, spec.format) },
    };
  });
  const { entry, offline, precache, interaction } = summary;
  const entryBound = { max: ENTRY_JS_MAX_BYTES };
  const entryVerdict = judge(entry.scriptGzipBytes, entryBound);
  return [
    ...lighthouseRows,
    singleRow('Entry JS, gzip -9 (dist)', kilobytes(entry.scriptGzipBytes), describeBound(entryBound, kilobytes), entryVerdict),
    singleRow('First-load CSS, gzip -9 (dist)', kilobytes(entry.stylesheetGzipBytes)),
    ...tapRows(interaction),
    singleRow(`SW precache, after load (${precache.files} files)`, kilobytes(precache.transferBytes)),
    singleRow('Offline repeat visit, load', `${Math.round(offline.loadMs)} ms`),
    singleRow('Offline repeat visit, LCP', Number.isNaN(offline.lcpMs) ? 'n/a' : `${Math.round(offline.lcpMs)} ms`),
  ];
}
