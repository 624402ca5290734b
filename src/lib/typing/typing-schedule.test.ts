import { describe, expect, it } from 'vitest';
import { revealDelayMs } from './typing-schedule.ts';

// The specification: typing starts after 500 ms, then one character per 100 ms.
const schedule = { startDelayMs: 500, msPerCharacter: 100 };

describe('revealDelayMs', () => {
  it('reveals the first character at the start delay, then one per step', () => {
    expect(revealDelayMs(0, schedule)).toBe(500);
    expect(revealDelayMs(1, schedule)).toBe(600);
    expect(revealDelayMs(10, schedule)).toBe(1500);
  });

  it('never reveals two characters at once, nor one before the start delay', () => {
    const times = Array.from({ length: 11 }, (_, index) => revealDelayMs(index, schedule));
    expect(Math.min(...times)).toBe(500);
    expect(times.slice(1).map((time, index) => time - times[index]!)).toEqual(Array(10).fill(100));
  });
});
