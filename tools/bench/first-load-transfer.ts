/**
 * First-load transfer: what a cold visit downloads, less the images that load lazily after the
 * page's load event (below-the-fold photos). Read from Lighthouse's `network-requests` audit,
 * whose times are milliseconds from the first request; the `metrics` audit says when load fired.
 */
import type { Result } from 'lighthouse';

export interface TransferSplit {
  /** Bytes over the wire for every request Lighthouse saw. */
  totalBytes: number;
  /** The same, less images whose request started after the load event. */
  firstLoadBytes: number;
  /** The images left out of `firstLoadBytes`. */
  lazyImages: { url: string; bytes: number }[];
}

interface NetworkRow {
  url: string;
  resourceType?: string;
  rendererStartTime?: number;
  transferSize?: number;
}

interface TableDetails {
  items?: Record<string, unknown>[];
  debugData?: { networkStartTimeTs?: number };
}

/** The load event, in milliseconds from the first request (the clock network rows use). */
function loadEventMs(lhr: Result, networkStartTs: number): number {
  const metrics = (lhr.audits.metrics?.details as TableDetails | undefined)?.items?.[0];
  const loadTs = metrics?.observedLoadTs;
  if (typeof loadTs !== 'number') return Number.POSITIVE_INFINITY;
  return (loadTs - networkStartTs) / 1000;
}

export function splitTransfer(lhr: Result): TransferSplit {
  const details = lhr.audits['network-requests']?.details as TableDetails | undefined;
  const rows = (details?.items ?? []) as unknown as NetworkRow[];
  const loadMs = loadEventMs(lhr, details?.debugData?.networkStartTimeTs ?? 0);
  let totalBytes = 0;
  const lazyImages: TransferSplit['lazyImages'] = [];
  for (const row of rows) {
    const bytes = row.transferSize ?? 0;
    totalBytes += bytes;
    if (row.resourceType === 'Image' && (row.rendererStartTime ?? 0) > loadMs) lazyImages.push({ url: row.url, bytes });
  }
  const lazyBytes = lazyImages.reduce((sum, image) => sum + image.bytes, 0);
  return { totalBytes, firstLoadBytes: totalBytes - lazyBytes, lazyImages };
}
