import { describe, expect, it } from 'vitest';
import { launchLanguage, siteLanguageOfTag } from './language-choice.ts';
import { SITE_LANGUAGES } from './site-content.ts';

const [first, ...others] = SITE_LANGUAGES;

describe('siteLanguageOfTag', () => {
  it("names the site language of a link's hreflang, and no other", () => {
    for (const { code, tag } of SITE_LANGUAGES) expect(siteLanguageOfTag(tag)).toBe(code);
    expect(siteLanguageOfTag('xx-YY')).toBeUndefined();
  });
});

describe('launchLanguage', () => {
  it.skipIf(others.length === 0)("sends the app from the first language's page to the one chosen", () => {
    for (const { code } of others) expect(launchLanguage(first!.tag, code)).toBe(code);
  });

  it('keeps it where it is without a choice, with the same one, on another page, or for a language the site lacks', () => {
    expect(launchLanguage(first!.tag, null)).toBeUndefined();
    expect(launchLanguage(first!.tag, first!.code)).toBeUndefined();
    expect(launchLanguage(first!.tag, 'xx')).toBeUndefined();
    for (const { code, tag } of others) expect(launchLanguage(tag, code)).toBeUndefined();
  });
});
