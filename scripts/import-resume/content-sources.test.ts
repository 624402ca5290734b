/** A text written into a content file reads back as the same text, and stays readable. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { block, quote } from './content-sources.ts';

const readBack = (source: string): unknown => runInNewContext(`(${source})`);

describe('quote', () => {
  const texts = [
    'Maëlle Đặng-Tremblay',
    'Zoë Ó Briain-Kowalczyk',
    'the team’s “first week” guide',
    "Dean's list",
    'She said "hi" and it\'s fine',
    'C:\\temp\\new',
    'two\nlines\tand a tab',
    'emoji 🚀 and a line separator \u2028 here',
    '',
  ];

  it.each(texts)('reads back %j unchanged', (text) => {
    expect(readBack(quote(text))).toBe(text);
  });

  it('writes letters, curly quotes and apostrophes as they are, and picks the quote mark a person would', () => {
    expect(quote('Maëlle Đặng-Tremblay')).toBe("'Maëlle Đặng-Tremblay'");
    expect(quote('the team’s “first week” guide')).toBe("'the team’s “first week” guide'");
    expect(quote("Dean's list")).toBe('"Dean\'s list"');
  });

  it('keeps a text on one line', () => {
    expect(quote('two\nlines')).not.toContain('\n');
    expect(quote('a \u2028 b')).not.toContain('\u2028');
  });
});

describe('block', () => {
  it('puts each field on its line and prose on a line of its own, leaving out what is undefined', () => {
    expect(block({ title: 'Judge', period: { start: '2023-01', end: 'present' }, description: 'Judges.', links: undefined }, 2)).toBe(
      ['{', "    title: 'Judge',", "    period: { start: '2023-01', end: 'present' },", '    description:', "      'Judges.',", '  }'].join('\n'),
    );
  });
});
