import { describe, expect, it } from 'vitest';
import { recentSendTimes, sendAllowedAt } from './send-limit.ts';

// The spec of the limit, stated here: 3 messages in any 10 minutes.
const MINUTE = 60_000;
const LIMIT = { sendLimit: 3, sendWindowMs: 10 * MINUTE };
const NOW = Date.UTC(2026, 3, 1, 9, 0);

describe('the device send limit', () => {
  it('lets the first three of ten minutes go, and says when the fourth may', () => {
    expect(sendAllowedAt([], NOW, LIMIT)).toBeNull();
    expect(sendAllowedAt([NOW - 9 * MINUTE, NOW - MINUTE], NOW, LIMIT)).toBeNull();
    // The oldest of the three leaves the window 10 minutes after it was taken.
    expect(sendAllowedAt([NOW - 9 * MINUTE, NOW - 2 * MINUTE, NOW - MINUTE], NOW, LIMIT)).toBe(NOW + MINUTE);
  });

  it('slides: a message older than ten minutes no longer counts', () => {
    expect(sendAllowedAt([NOW - 10 * MINUTE, NOW - 2 * MINUTE, NOW - MINUTE], NOW, LIMIT)).toBeNull();
    expect(recentSendTimes([NOW - 11 * MINUTE, NOW - MINUTE], NOW, LIMIT)).toEqual([NOW - MINUTE]);
  });

  it('with more times than the limit (a second tab at once), waits for the one that frees a place', () => {
    const times = [NOW - 8 * MINUTE, NOW - 5 * MINUTE, NOW - 3 * MINUTE, NOW - MINUTE];
    expect(sendAllowedAt(times, NOW, LIMIT)).toBe(NOW + 5 * MINUTE);
  });

  it('ignores a time a clock moved back put far in the future, and never asks to wait over ten minutes', () => {
    expect(recentSendTimes([NOW + 60 * MINUTE], NOW, LIMIT)).toEqual([]);
    const justAhead = [NOW + 30_000, NOW + 40_000, NOW + 50_000];
    expect(sendAllowedAt(justAhead, NOW, LIMIT)).toBe(NOW + 10 * MINUTE);
  });
});
