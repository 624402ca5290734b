import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../../src/content/types';
import { alternateLinks, localeTags, ogLocaleOf, pageAlternates, pageUrlOf } from './page-languages.ts';

const SITE = 'https://example.org/portfolio';
const ENGLISH: SiteLanguage = { code: 'en', tag: 'en-CA' };
const FRENCH: SiteLanguage = { code: 'fr', tag: 'fr-CA' };

describe('pageUrlOf', () => {
  it("is the site's address for the first language, plus the language's folder for another", () => {
    expect(pageUrlOf(SITE, 'en')).toBe(`${SITE}/`);
    expect(pageUrlOf(SITE, 'fr')).toBe(`${SITE}/fr/`);
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
    expect(pageAlternates(SITE, [ENGLISH, FRENCH])).toEqual([
      { hreflang: 'en-CA', href: `${SITE}/` },
      { hreflang: 'fr-CA', href: `${SITE}/fr/` },
      { hreflang: 'x-default', href: `${SITE}/` },
    ]);
  });

  it('lists nothing for a site in one language', () => {
    expect(pageAlternates(SITE, [ENGLISH])).toEqual([]);
    expect(alternateLinks(SITE, [ENGLISH])).toEqual([]);
  });

  it('becomes <link rel="alternate" hreflang> tags in <head>', () => {
    expect(alternateLinks(SITE, [ENGLISH, FRENCH])[1]).toEqual({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'fr-CA', href: `${SITE}/fr/` }, injectTo: 'head' });
  });
});

describe('localeTags', () => {
  const locales = (tags: ReturnType<typeof localeTags>) => tags.map(({ attrs }) => `${attrs?.property}=${attrs?.content}`);

  it("gives the page's own locale, then every other language's as an alternate", () => {
    expect(locales(localeTags('fr', [ENGLISH, FRENCH]))).toEqual(['og:locale=fr_CA', 'og:locale:alternate=en_CA']);
    expect(locales(localeTags('en', [ENGLISH, FRENCH]))).toEqual(['og:locale=en_CA', 'og:locale:alternate=fr_CA']);
    expect(locales(localeTags('en', [ENGLISH]))).toEqual(['og:locale=en_CA']);
  });

  it('refuses a page in a language the site does not have', () => {
    expect(() => localeTags('fr', [ENGLISH])).toThrow(/no fr page/);
  });
});
