import { describe, expect, it } from 'vitest';
import { htmlToText, oneLine } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps the text a reader sees, entities decoded, tags and scripts gone', () => {
    expect(htmlToText('<p>Arch bridges&nbsp;&amp; culverts:<br>a <strong>case</strong> study</p><p>Part&#160;2</p>')).toBe('Arch bridges & culverts: a case study Part 2');
    expect(htmlToText('<script>alert(1)</script><style>p{}</style><!-- note -->Only this')).toBe('Only this');
    expect(htmlToText('<img src=x onerror=alert(1)>Caption')).toBe('Caption');
  });

  it('leaves plain text as it is, accents and all', () => {
    expect(htmlToText('Ponts en arc : étude à Lyon')).toBe('Ponts en arc : étude à Lyon');
  });
});

describe('oneLine', () => {
  it('keeps a short text whole', () => {
    expect(oneLine('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const cut = oneLine('word '.repeat(100), 40);
    expect([...cut].length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(oneLine('é'.repeat(10), 10)).toBe('é'.repeat(10));
  });
});
