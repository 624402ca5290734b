import { describe, expect, it } from 'vitest';
import { typedLength, typingDurationMs } from './typed-length';

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
