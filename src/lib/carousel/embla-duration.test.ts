import { describe, expect, it } from 'vitest';
import { emblaArrivalMs, emblaDurationFor } from './embla-duration.ts';

describe('emblaDurationFor', () => {
  it('maps 500 ms to a duration whose slide arrives within one frame of 500 ms', () => {
    const duration = emblaDurationFor(500);
    expect(Math.abs(emblaArrivalMs(duration) - 500)).toBeLessThanOrEqual(1000 / 60);
  });

  it('gives slower slides for longer times', () => {
    expect(emblaDurationFor(800)).toBeGreaterThan(emblaDurationFor(500));
  });

  it("matches Embla's own default (25) at about 0.8 s", () => {
    expect(emblaArrivalMs(25)).toBeGreaterThan(700);
    expect(emblaArrivalMs(25)).toBeLessThan(900);
  });
});
