import { describe, expect, it } from 'vitest';
import { revealDelayMs, typedLength, typingDurationMs } from './typed-length';

const schedule = { startDelayMs: 500, msPerCharacter: 100 };

describe('typedLength', () => {
  it('shows nothing before the start delay', () => {
    expect(typedLength(0, 11, schedule)).toBe(0);
    expect(typedLength(499, 11, schedule)).toBe(0);
  });

  it('shows the first character at the start delay, then one per 100 ms', () => {
    expect(typedLength(500, 11, schedule)).toBe(1);
    expect(typedLength(599, 11, schedule)).toBe(1);
    expect(typedLength(600, 11, schedule)).toBe(2);
    expect(typedLength(1450, 11, schedule)).toBe(10);
  });

  it('never exceeds the text length', () => {
    expect(typedLength(60_000, 11, schedule)).toBe(11);
  });

  it('reports when typing completes', () => {
    expect(typingDurationMs(11, schedule)).toBe(1500);
    expect(typedLength(typingDurationMs(11, schedule), 11, schedule)).toBe(11);
    expect(typingDurationMs(0, schedule)).toBe(0);
  });
});

describe('revealDelayMs', () => {
  it('reveals the first character at the start delay, then one per step', () => {
    expect(revealDelayMs(0, schedule)).toBe(500);
    expect(revealDelayMs(1, schedule)).toBe(600);
    expect(revealDelayMs(10, schedule)).toBe(1500);
  });

  it('agrees with typedLength: character i appears exactly at its reveal time', () => {
    const total = 11;
    for (let index = 0; index < total; index++) {
      const at = revealDelayMs(index, schedule);
      expect(typedLength(at - 1, total, schedule)).toBe(index);
      expect(typedLength(at, total, schedule)).toBe(index + 1);
    }
    expect(revealDelayMs(total - 1, schedule)).toBe(typingDurationMs(total, schedule));
  });
});
