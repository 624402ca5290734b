/** The figures the table shows for one form factor, read from a Lighthouse report. */
import type { Result } from 'lighthouse';
import { splitTransfer } from './first-load-transfer.ts';

/** The four categories the targets name (Lighthouse 13 adds an experimental agentic one). */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type CategoryId = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  /** Category scores, 0–100 (null when Lighthouse could not score one). */
  scores: Record<CategoryId, number | null>;
  /** Milliseconds, as Lighthouse reports them (simulated throttling). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Unitless layout-shift score. */
  cls: number;
  /** Bytes over the wire. */
  totalTransferBytes: number;
  firstLoadTransferBytes: number;
  /** The page's own response, headers included. */
  documentTransferBytes: number;
  scriptTransferBytes: number;
  requestCount: number;
  /** Main-thread style recalculation and layout during the load (`mainthread-work-breakdown`), at the run's CPU slowdown. */
  styleLayoutMs: number;
  /** Lighthouse's estimate of this machine's speed (higher is faster), to explain noisy runs. */
  benchmarkIndex: number | null;
}

function numeric(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function resourceRow(lhr: Result, type: string): ResourceRow | undefined {
  const items = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items;
  return items?.find((row) => row.resourceType === type);
}

/** Main-thread time of one of `mainthread-work-breakdown`'s groups (`styleLayout`, `scriptEvaluation`, …). */
export function mainThreadMs(lhr: Result, group: string): number {
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.group === group).reduce((sum, item) => sum + item.duration, 0);
}

export function readFigures(lhr: Result): LighthouseFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const transfer = splitTransfer(lhr);
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalTransferBytes: transfer.totalBytes,
    firstLoadTransferBytes: transfer.firstLoadBytes,
    documentTransferBytes: resourceRow(lhr, 'document')?.transferSize ?? 0,
    scriptTransferBytes: resourceRow(lhr, 'script')?.transferSize ?? 0,
    requestCount: resourceRow(lhr, 'total')?.requestCount ?? 0,
    styleLayoutMs: mainThreadMs(lhr, 'styleLayout'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}
