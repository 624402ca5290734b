import { describe, expect, it } from 'vitest';
import { phoneSlowdown, withinDrift } from './cpu-calibration.ts';

describe('phoneSlowdown', () => {
  it("gives Lighthouse's calculator's slowdown on each of its three ranges", () => {
    expect(phoneSlowdown(1300)).toBe(3);
    expect(phoneSlowdown(1533)).toBeCloseTo(4, 2);
    expect(phoneSlowdown(1452)).toBeCloseTo(3.65, 2);
    expect(phoneSlowdown(2000)).toBeCloseTo(6, 2);
    expect(phoneSlowdown(3000)).toBeCloseTo(10.3, 1);
    expect(phoneSlowdown(1050)).toBe(2.5);
    expect(phoneSlowdown(800)).toBe(2);
    expect(phoneSlowdown(475)).toBe(1.5);
    expect(phoneSlowdown(150)).toBe(1);
  });

  it('slows a machine as slow as the phone not at all', () => {
    expect(phoneSlowdown(82)).toBe(1);
  });
});

describe('withinDrift', () => {
  it("keeps a run whose own index is within a fifth of the calibrated one, and no other", () => {
    const calibration = { benchmarkIndex: 2000, readings: [2000], cpuSlowdown: 6 };
    expect(withinDrift(calibration, 1600)).toBe(true);
    expect(withinDrift(calibration, 2400)).toBe(true);
    expect(withinDrift(calibration, 1599)).toBe(false);
    expect(withinDrift(calibration, 82)).toBe(false);
  });
});
