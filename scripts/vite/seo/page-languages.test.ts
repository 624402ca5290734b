import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/config/language-codes.ts';
import type { SiteLanguage } from '../../../src/content/types.ts';
import { SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { alternateLinks, localeTags, ogLocaleOf, pageAlternates, pageUrlOf } from './page-languages.ts';

const SITE = 'https://example.org/portfolio';
/** The owner's first language (its page at the site's root), and another the product speaks, as the site's second. */
const FIRST: SiteLanguage = SITE_LANGUAGES[0]!;
const furtherCode = LANGUAGE_CODES.find((code) => code !== FIRST.code)!;
const FURTHER: SiteLanguage = SITE_LANGUAGES.find(({ code }) => code === furtherCode) ?? { code: furtherCode, tag: `${furtherCode}-CA` };
/** A two-part tag (`en-CA`) as Open Graph writes it (`en_CA`). */
const ogLocale = (tag: string) => tag.replace('-', '_');

describe('pageUrlOf', () => {
  it("is the site's address for the first language, plus the language's folder for another", () => {
    expect(pageUrlOf(SITE, FIRST.code)).toBe(`${SITE}/`);
    expect(pageUrlOf(SITE, FURTHER.code)).toBe(`${SITE}/${FURTHER.code}/`);
  });
});

describe('ogLocaleOf', () => {
  it("writes a tag Open Graph's way", () => {
    expect(ogLocaleOf('fr-CA')).toBe('fr_CA');
    expect(ogLocaleOf('en-gb')).toBe('en_GB');
    expect(ogLocaleOf('fr')).toBe('fr');
    expect(ogLocaleOf('zh-Hant-TW')).toBe('zh_TW');
  });
});

describe('pageAlternates', () => {
  it('lists every language, then x-default at the first language, the same on every page', () => {
    expect(pageAlternates(SITE, [FIRST, FURTHER])).toEqual([
      { hreflang: FIRST.tag, href: `${SITE}/` },
      { hreflang: FURTHER.tag, href: `${SITE}/${FURTHER.code}/` },
      { hreflang: 'x-default', href: `${SITE}/` },
    ]);
  });

  it('lists nothing for a site in one language', () => {
    expect(pageAlternates(SITE, [FIRST])).toEqual([]);
    expect(alternateLinks(SITE, [FIRST])).toEqual([]);
  });

  it('becomes <link rel="alternate" hreflang> tags in <head>', () => {
    expect(alternateLinks(SITE, [FIRST, FURTHER])[1]).toEqual({ tag: 'link', attrs: { rel: 'alternate', hreflang: FURTHER.tag, href: `${SITE}/${FURTHER.code}/` }, injectTo: 'head' });
  });
});

describe('localeTags', () => {
  const locales = (tags: ReturnType<typeof localeTags>) => tags.map(({ attrs }) => `${attrs?.property}=${attrs?.content}`);

  it("gives the page's own locale, then every other language's as an alternate", () => {
    const [first, further] = [ogLocale(FIRST.tag), ogLocale(FURTHER.tag)];
    expect(locales(localeTags(FURTHER.code, [FIRST, FURTHER]))).toEqual([`og:locale=${further}`, `og:locale:alternate=${first}`]);
    expect(locales(localeTags(FIRST.code, [FIRST, FURTHER]))).toEqual([`og:locale=${first}`, `og:locale:alternate=${further}`]);
    expect(locales(localeTags(FIRST.code, [FIRST]))).toEqual([`og:locale=${first}`]);
  });

  it('refuses a page in a language the site does not have', () => {
    expect(() => localeTags(FURTHER.code, [FIRST])).toThrow(new RegExp(`no ${FURTHER.code} page`));
  });
});
