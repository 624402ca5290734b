// @vitest-environment jsdom
/**
 * One page per site language as the build wrote them (`npm run build` first): the first
 * language's at the root, each other one in its folder, each with its own `<html lang>`, title,
 * description, canonical, Open Graph locale and every page's `hreflang` alternates; the sitemap
 * listing every page with its alternates; each page made like the first (inline styles and
 * script of its first screen, its own CSP, the module held until the first paint); and every page, with what it
 * links in its language, precached. A site in one language (the second owner's gate runs this)
 * gets today's single page: no folder, no alternates, the one-URL sitemap.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { contentIn, languageTag, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { ogLocaleOf } from '../../scripts/vite/seo/page-languages.ts';
import { pageTitle } from '../../scripts/vite/seo/head-tags.ts';
import { precachedUrls } from '../support/checkout-copy.ts';

const DIST = 'dist';
/** The site's address as the build under test was told it (no trailing slash). */
const SITE = process.env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${process.env.PORT?.trim() || 4173}`;
const bilingual = SITE_LANGUAGES.length > 1;
const [first] = SITE_LANGUAGES;

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const pageOf = (code: LanguageCode) => new DOMParser().parseFromString(read(`${pagePathOf(code)}index.html`), 'text/html');
const attribute = (document: Document, selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
const canonicalOf = (code: LanguageCode) => `${SITE}/${pagePathOf(code)}`;
const alternates = (document: Document) =>
  [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
/** Every page's alternates, the same on each: each language's page, then x-default at the first's. */
const EXPECTED_ALTERNATES = bilingual ? [...SITE_LANGUAGES.map(({ code, tag }) => `${tag} ${canonicalOf(code)}`), `x-default ${canonicalOf(first!.code)}`] : [];

describe.each(SITE_LANGUAGES)('the $code page', ({ code, tag }) => {
  let document: Document;
  beforeAll(() => {
    document = pageOf(code);
  });
  const { profile } = contentIn(code);

  it(`is ${pagePathOf(code)}index.html, in ${tag}, with its own title and description`, () => {
    expect(document.documentElement.lang).toBe(languageTag(code));
    expect(document.title).toBe(pageTitle(profile, code));
    expect(attribute(document, 'meta[name="description"]', 'content')).toBe(profile.summary);
  });

  it('names itself as canonical and og:url, and every page as an alternate', () => {
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(canonicalOf(code));
    expect(attribute(document, 'meta[property="og:url"]', 'content')).toBe(canonicalOf(code));
    expect(alternates(document)).toEqual(EXPECTED_ALTERNATES);
  });

  it('gives its own Open Graph locale, and every other language as an alternate', () => {
    const locales = (property: string) => [...document.querySelectorAll(`meta[property="${property}"]`)].map((meta) => meta.getAttribute('content'));
    expect(locales('og:locale')).toEqual([ogLocaleOf(tag)]);
    expect(locales('og:locale:alternate')).toEqual(SITE_LANGUAGES.filter((other) => other.code !== code).map((other) => ogLocaleOf(other.tag)));
  });

  it('is made like the first page: the first screen\'s styles and script inline, the whole CSS after it, a policy of its own, the module held until the first paint', () => {
    expect(document.querySelector('head link[rel="stylesheet"]')).toBeNull();
    expect(document.querySelectorAll('head > style')).toHaveLength(1);
    expect(document.querySelectorAll('body link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.querySelector('head > script:not([src]):not([type])')?.textContent?.length).toBeGreaterThan(500);
    expect(attribute(document, 'meta[http-equiv="Content-Security-Policy"]', 'content')).toMatch(/script-src 'self' 'sha256-/);
    expect(document.querySelector('template[data-after-first-paint]')?.innerHTML).toMatch(/<script type="module"[^>]*src=.*<link rel="manifest"/);
    expect(document.querySelector('#root')?.children.length).toBeGreaterThan(0);
  });
});

describe('the pages together', () => {
  it('are one per site language, and no other', () => {
    const folders = readdirSync(DIST, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(DIST, entry.name, 'index.html')));
    expect(folders.map((entry) => `${entry.name}/`).sort()).toEqual(SITE_LANGUAGES.map(({ code }) => pagePathOf(code)).filter(Boolean).sort());
  });

  it('are listed in the sitemap at their canonicals, each with every alternate', () => {
    const sitemap = read('sitemap.xml');
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url!);
    // The one pages first; the case studies after them (case-study-pages.test.ts).
    const onePages = urls.slice(0, SITE_LANGUAGES.length);
    expect(onePages.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1])).toEqual(SITE_LANGUAGES.map(({ code }) => canonicalOf(code)));
    for (const url of onePages) {
      expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual(EXPECTED_ALTERNATES);
    }
    expect(sitemap.includes('xmlns:xhtml="http://www.w3.org/1999/xhtml"')).toBe(bilingual);
  });

  it('are precached, each with the files in its folder (the share card aside) and the resume it links', () => {
    const precached = precachedUrls(read('service-worker.js'));
    const { start_url: base } = JSON.parse(read('manifest.webmanifest')) as { start_url: string };
    for (const { code } of SITE_LANGUAGES) {
      expect(precached).toContain(`${pagePathOf(code)}index.html`);
      const folder = pagePathOf(code);
      // Every file of the page's folder but its share card, which only other apps read.
      const files = folder ? readdirSync(join(DIST, folder), { withFileTypes: true }).filter((entry) => entry.isFile() && !/^og-image\./.test(entry.name)).map(({ name }) => name) : [];
      for (const file of files) expect(precached).toContain(`${folder}${file}`);
      const document = pageOf(code);
      const resumes = [attribute(document, 'a[download]', 'href'), attribute(document, 'head link[rel="alternate"][type="application/json"]', 'href')];
      for (const href of resumes) {
        expect(href?.startsWith(base), `${code}: ${href}`).toBe(true);
        expect(precached).toContain(href!.slice(base.length));
      }
    }
  });
});

describe('the manifest', () => {
  it("is one app for every language: its id, scope and start at the site's root", () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as Record<string, string>;
    const root = new URL(`${SITE}/`).pathname;
    expect(manifest).toMatchObject({ id: root, scope: root, start_url: root, lang: first!.code });
  });
});
