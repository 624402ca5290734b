import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_LANGUAGE, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { SITE_PAGES, sitePageOf, sitePages } from './site-pages.ts';

const pageLanguageOf = (path: string, base?: string) => sitePageOf(path, base).language;

type Hook = (...args: unknown[]) => unknown;
const plugin = sitePages();
const further = SITE_PAGES.slice(1);

describe('the site pages', () => {
  const onePages = SITE_PAGES.filter((page) => !page.caseStudy);
  const caseStudies = SITE_PAGES.filter((page) => page.caseStudy);

  it('puts the first language at index.html and every other one in its folder', () => {
    expect(onePages.map(({ language }) => language)).toEqual(SITE_LANGUAGES.map(({ code }) => code));
    expect(SITE_PAGES[0]).toEqual({ language: FIRST_LANGUAGE, file: 'index.html' });
    for (const { language, file } of onePages.slice(1)) expect(file).toBe(`${language}/index.html`);
  });

  it("puts each case study under projects/, in its language's folder, after the one pages", () => {
    expect(SITE_PAGES.slice(0, onePages.length)).toEqual(onePages);
    for (const { language, file, caseStudy } of caseStudies) {
      expect(file).toBe(`${language === FIRST_LANGUAGE ? '' : `${language}/`}projects/${caseStudy}/index.html`);
      expect(sitePageOf(`/${file}`)).toEqual({ language, file, caseStudy });
      expect(sitePageOf(`/${file.replace(/index\.html$/, '')}`)).toEqual({ language, file, caseStudy });
    }
  });

  it("reads a page's language from its path, as an HTML step or the bundle names it", () => {
    for (const { language, file } of SITE_PAGES) {
      expect(pageLanguageOf(`/${file}`)).toBe(language);
      expect(pageLanguageOf(file)).toBe(language);
    }
    expect(pageLanguageOf('/elsewhere/index.html')).toBe(FIRST_LANGUAGE);
  });

  it("reads a page's language from the address the dev server was asked, under its base", () => {
    for (const { language, file } of SITE_PAGES) {
      const folder = file.replace(/index\.html$/, '');
      for (const address of [`/${folder}`, `/${folder}?from=qr#contact`, `/${folder.replace(/\/$/, '')}`]) expect(pageLanguageOf(address), address).toBe(language);
      expect(pageLanguageOf(`/portfolio/${folder}`, '/portfolio/')).toBe(language);
    }
  });
});

describe('languagePages', () => {
  const apply = (command: 'build' | 'serve', ssr: string | false) => (plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean)({ build: { ssr } }, { command, mode: 'production' });

  it('takes part only in a client build of a site with more than one page', () => {
    expect(apply('build', false)).toBe(further.length > 0);
    expect(apply('build', 'src/app/entry-server.tsx')).toBe(false);
    expect(apply('serve', false)).toBe(false);
  });

  it.skipIf(further.length === 0)('adds each further page as an input whose source is index.html as written', () => {
    const { build } = (plugin.config as Hook)() as UserConfig;
    const inputs = build?.rolldownOptions?.input as string[];
    expect(inputs).toEqual(SITE_PAGES.map(({ file }) => resolve(file)));
    for (const input of inputs.slice(1)) {
      expect((plugin.resolveId as Hook)(input)).toBe(input);
      expect((plugin.load as Hook)(input)).toBe(readFileSync('index.html', 'utf8'));
    }
    expect((plugin.resolveId as Hook)(resolve('index.html'))).toBeNull();
  });
});
