import { describe, expect, it } from 'vitest';
import { median } from './median.ts';
import { describeBound, describeTarget, judge, kilobytes } from './targets.ts';

describe('judge', () => {
  it('fails below a floor, warns below a goal above it, passes at the goal', () => {
    const performance = { min: 95, goal: 100 };
    expect(judge(94, performance)).toBe('fail');
    expect(judge(97, performance)).toBe('warn');
    expect(judge(100, performance)).toBe('pass');
  });

  it('fails above a maximum and when a bounded figure is missing', () => {
    expect(judge(51, { max: 50 })).toBe('fail');
    expect(judge(50, { max: 50 })).toBe('pass');
    expect(judge(null, { max: 50 })).toBe('fail');
    expect(judge(Number.NaN, { max: 50 })).toBe('fail');
    expect(judge(12, undefined)).toBe('none');
  });
});

describe('describeTarget', () => {
  it('says each form factor’s bound in the figure’s unit', () => {
    expect(describeBound({ max: 120_000 }, kilobytes)).toBe('≤ 120.0 kB');
    expect(describeTarget({ max: 120_000 }, undefined, kilobytes)).toBe('≤ 120.0 kB (mobile)');
    expect(describeTarget({ min: 100 }, { min: 100 }, String)).toBe('≥ 100');
    expect(describeTarget({ min: 95, goal: 100 }, { min: 100 }, String)).toBe('mobile ≥ 95 (goal 100); desktop ≥ 100');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
