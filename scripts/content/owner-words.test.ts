import { describe, expect, it } from 'vitest';
import { enWords } from '../../src/config/dictionary/en-words.ts';
import type { PartialWords } from '../../src/lib/languages/words.ts';
import { checkOwnerWords } from './owner-words.ts';

const italianFirst = [
  { code: 'it', tag: 'it-IT' },
  { code: 'en', tag: 'en-CA' },
];

/** English's words as a whole owner's file, each text marked as written in Italian. */
const whole = (): PartialWords => {
  const mark = (value: unknown): unknown =>
    typeof value === 'string' ? `[it] ${value}` : Array.isArray(value) ? value.map(mark) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mark(inner)])) : value;
  return mark(enWords) as PartialWords;
};

describe("the build's check of the owner's words in a language the product does not ship", () => {
  it('asks for the file when there is none, naming it and the language', () => {
    expect(checkOwnerWords(italianFirst, {})).toEqual([expect.stringMatching(/^words\/it\.ts: is missing: the product has its own words in en, fr, es, pt, de, ar, so a site in it needs them/)]);
  });

  it('passes a whole file, and asks nothing of a language the product ships', () => {
    expect(checkOwnerWords(italianFirst, { it: whole() })).toEqual([]);
    expect(checkOwnerWords([{ code: 'ar', tag: 'ar' }], {})).toEqual([]);
  });

  it('names each missing word by its place, with the English to translate', () => {
    const words = whole() as { contact: { banners: Record<string, unknown> }; header: Record<string, unknown> };
    delete words.contact.banners.success;
    delete words.header.menu;
    const problems = checkOwnerWords(italianFirst, { it: words as PartialWords });
    expect(problems).toEqual([
      'words/it.ts: header.menu.button: has no word here; write the one for "Navigation menu" (it)',
      'words/it.ts: header.menu.navigation: has no word here; write the one for "Menu" (it)',
      'words/it.ts: header.menu.downloadResume: has no word here; write the one for "Download Resume" (it)',
      'words/it.ts: contact.banners.success: has no word here; write the one for "Thank you! Your message has been sent successfully." (it)',
    ]);
  });

  it('stops on a text where English has a message with values, and on an empty text', () => {
    const words = whole() as { page: Record<string, unknown> };
    words.page.title = 'Portfolio';
    words.page.skipLink = ' ';
    const problems = checkOwnerWords(italianFirst, { it: words as PartialWords });
    expect(problems).toEqual([
      'words/it.ts: page.skipLink: must be a text, the one for "Skip to content" (it)',
      expect.stringMatching(/^words\/it\.ts: page\.title: must be a message with the same values as the message English writes as .*ownerName/),
    ]);
  });
});
