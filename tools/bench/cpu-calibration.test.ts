import { describe, expect, it } from 'vitest';
import { withinDrift } from './cpu-calibration.ts';

describe('withinDrift', () => {
  it("keeps a run whose own index is within a fifth of the calibrated one, and no other", () => {
    const calibration = { benchmarkIndex: 2000, readings: [2000], cpuSlowdown: 6 };
    expect(withinDrift(calibration, 1600)).toBe(true);
    expect(withinDrift(calibration, 2400)).toBe(true);
    expect(withinDrift(calibration, 1599)).toBe(false);
    expect(withinDrift(calibration, 82)).toBe(false);
  });
});
