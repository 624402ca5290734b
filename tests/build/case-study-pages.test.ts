// @vitest-environment jsdom
/**
 * The case studies as the build wrote them (`npm run build` first): a page each, in each of the
 * site's languages, found and shared as the one page is (canonical, `hreflang` pair, a link
 * preview of its own, JSON-LD naming the owner as author, a place in the sitemap), precached
 * with every picture it shows, named by the resumes; and the one page, which gains only its
 * cards' links. A site with no case study skips these.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { contentIn, languageTag, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { siteCaseStudies } from '../../scripts/case-studies/case-study-pages.ts';
import { precachedUrls } from '../support/checkout-copy.ts';

const DIST = 'dist';
const SITE = process.env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${process.env.PORT?.trim() || 4173}`;
const STUDIES = siteCaseStudies();
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const folderOf = (language: LanguageCode, slug: string) => `${pagePathOf(language)}projects/${slug}/`;
const documentOf = (file: string) => new DOMParser().parseFromString(read(file), 'text/html');
const attribute = (document: Document, selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
const projectOf = (language: LanguageCode, id: number) => contentIn(language).projects.find((project) => project.id === id)!;

describe.skipIf(STUDIES.length === 0).each(STUDIES)('the case study $file', ({ language, slug, project: id, images }) => {
  const folder = folderOf(language, slug);
  const document = documentOf(`${folder}index.html`);
  const project = projectOf(language, id);

  it("is its own page, in its language, titled by its project, whose only h1 is the project's title", () => {
    expect(document.documentElement.lang).toBe(languageTag(language));
    expect(document.title).toContain(project.title);
    expect(attribute(document, 'meta[name="description"]', 'content')).toBe(project.description);
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([project.title]);
  });

  it('names itself as canonical, and the same case study in every language as an alternate', () => {
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/${folder}`);
    const alternates = [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
    const expected = SITE_LANGUAGES.length > 1 ? [...SITE_LANGUAGES.map(({ code, tag }) => `${tag} ${SITE}/${folderOf(code, slug)}`), `x-default ${SITE}/${folderOf(SITE_LANGUAGES[0]!.code, slug)}`] : [];
    expect(alternates).toEqual(expected);
  });

  it('has a link preview of its own: its title, and a card drawn for it', () => {
    expect(attribute(document, 'meta[property="og:title"]', 'content')).toContain(project.title);
    expect(attribute(document, 'meta[property="og:image"]', 'content')).toBe(`${SITE}/${folder}og-image.png`);
    expect(existsSync(join(DIST, folder, 'og-image.png'))).toBe(true);
  });

  it('names the owner as its author in JSON-LD', () => {
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { headline: string; author: { '@type': string; name: string } };
    expect(data.headline).toBe(project.title);
    expect(data.author).toMatchObject({ '@type': 'Person', name: contentIn(language).profile.name });
  });

  it('is in the sitemap', () => {
    expect(read('sitemap.xml')).toContain(`<loc>${SITE}/${folder}</loc>`);
  });

  it('is precached, with every picture it shows', () => {
    const precached = precachedUrls(read('service-worker.js'));
    expect(precached).toContain(`${folder}index.html`);
    const pictures = [...document.querySelectorAll('main picture source, main img')].flatMap((element) =>
      (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    );
    expect(pictures.length).toBeGreaterThan(images.length);
    const base = new URL(`${SITE}/`).pathname;
    for (const url of pictures.filter((src) => !src.startsWith('data:'))) expect(precached).toContain(url.slice(base.length));
  });

  it("is linked from its project's card on the one page, and named in the resume of its language", () => {
    const onePage = documentOf(`${pagePathOf(language)}index.html`);
    const card = onePage.getElementById(`project-${id}`);
    expect(card?.querySelector(`a[href$="/${folder}"]`)?.getAttribute('aria-label')).toContain(project.title);
    const resume = JSON.parse(read(`${pagePathOf(language)}resume.json`)) as { projects: { name: string; url?: string }[] };
    const entry = resume.projects.find((candidate) => candidate.name === project.title);
    if (!project.links) expect(entry?.url).toBe(`${SITE}/${folder}`);
  });
});

describe.skipIf(STUDIES.length === 0)('the one page', () => {
  it('carries nothing of the case studies but the links: no body, no styles of theirs', () => {
    for (const { code } of SITE_LANGUAGES) {
      const html = read(`${pagePathOf(code)}index.html`);
      expect(html).not.toContain('cs-body');
      expect(html).not.toContain('<math');
    }
  });
});
