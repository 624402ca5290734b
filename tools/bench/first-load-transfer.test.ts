import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { splitTransfer } from './first-load-transfer.ts';

/** A report with only what splitTransfer reads: network rows (ms from the first request) and the load event (µs). */
function report(rows: object[], loadMsAfterFirstRequest: number): Result {
  const networkStartTs = 5_000_000;
  return {
    audits: {
      'network-requests': { details: { items: rows, debugData: { networkStartTimeTs: networkStartTs } } },
      metrics: { details: { items: [{ observedLoadTs: networkStartTs + loadMsAfterFirstRequest * 1000 }] } },
    },
  } as unknown as Result;
}

describe('splitTransfer', () => {
  it('leaves out only images whose request started after the load event', () => {
    const split = splitTransfer(
      report(
        [
          { url: '/', resourceType: 'Document', rendererStartTime: 0, transferSize: 10_000 },
          { url: '/hero.avif', resourceType: 'Image', rendererStartTime: 200, transferSize: 5_000 },
          { url: '/late.js', resourceType: 'Script', rendererStartTime: 900, transferSize: 2_000 },
          { url: '/photo.avif', resourceType: 'Image', rendererStartTime: 900, transferSize: 30_000 },
        ],
        600,
      ),
    );
    expect(split.totalBytes).toBe(47_000);
    expect(split.firstLoadBytes).toBe(17_000);
    expect(split.lazyImages).toEqual([{ url: '/photo.avif', bytes: 30_000 }]);
  });

  it('counts everything when the report has no load event', () => {
    const rows = [{ url: '/photo.avif', resourceType: 'Image', rendererStartTime: 900, transferSize: 30_000 }];
    const lhr = report(rows, 0);
    (lhr.audits.metrics!.details as unknown as { items: object[] }).items = [{}];
    expect(splitTransfer(lhr).firstLoadBytes).toBe(30_000);
  });
});
