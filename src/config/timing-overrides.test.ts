import { describe, expect, it } from 'vitest';
import { parseTimingOverrides } from './timing-overrides.ts';

describe('parseTimingOverrides', () => {
  it('is empty when unset or blank', () => {
    expect(parseTimingOverrides(undefined)).toEqual({});
    expect(parseTimingOverrides('  ')).toEqual({});
  });

  it('reads positive millisecond values', () => {
    expect(parseTimingOverrides('{"feedbackMs":3000,"backoffBaseMs":250}')).toEqual({ feedbackMs: 3000, backoffBaseMs: 250 });
  });

  it('stops on anything else, naming it', () => {
    expect(() => parseTimingOverrides('[1]')).toThrow(/JSON object/);
    expect(() => parseTimingOverrides('{"feedbackMs":"3s"}')).toThrow(/feedbackMs/);
    expect(() => parseTimingOverrides('{"feedbackMs":0}')).toThrow(/positive/);
    expect(() => parseTimingOverrides('not json')).toThrow();
  });
});
