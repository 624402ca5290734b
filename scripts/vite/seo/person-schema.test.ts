import { describe, expect, it } from 'vitest';
import { serializeJsonLd, studentTitle } from './person-schema.ts';

describe('studentTitle', () => {
  it('keeps the field of study without the degree abbreviation or the parenthetical', () => {
    expect(studentTitle('B.Eng. Mechatronics Engineering (Co-op)')).toBe('Mechatronics Engineering Student');
    expect(studentTitle('Mechanical Engineering')).toBe('Mechanical Engineering Student');
  });
});

describe('serializeJsonLd', () => {
  it('escapes the characters that could end a script element, and stays valid JSON', () => {
    const data = { text: '</script> & <!-- \u2028' };
    const serialized = serializeJsonLd(data);
    expect(serialized).toBe('{"text":"\\u003c/script\\u003e \\u0026 \\u003c!-- \\u2028"}');
    expect(JSON.parse(serialized)).toEqual(data);
  });
});
