/**
 * The service worker answers only for the site's own pages. Served as a GitHub user site
 * (`USER.github.io`, base `/`) beside one of the owner's other Pages sites on the same origin
 * (`/other-project/`), after one visit: online, the sibling, an unknown path and a file's address
 * come from the network untouched (the host's 404 too); offline, every page of the site opens,
 * with or without its slash, with a query and a hash, and an unknown address gets the site's
 * small offline page, not the portfolio standing in for it. subpath.spec.ts checks the same on a
 * project site (`/REPO/`).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { profile } from '../../src/content/profile.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { serveUnderPath, type SubpathServer } from '../support/subpath-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 8;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SIBLING_TITLE = 'Line-following robot: the demo';
const SIBLING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SIBLING_TITLE}</title></head><body><h1>${SIBLING_TITLE}</h1></body></html>`;
/** What the offline page says, in each language the product ships its words in. */
const OFFLINE_HEADING: Record<string, string> = { en: 'You are offline', fr: 'Vous êtes hors ligne' };

/** Every page of the build, as the path a visitor asks for: `/`, `/fr/`, `/projects/x/`. */
const sitePages = (dir = 'dist'): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) => `/${relative(dir, join(dir, file)).split(sep).slice(0, -1).join('/')}/`.replace(/^\/\/$/, '/'));

let server: SubpathServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = await serveUnderPath('dist', '/', PORT, { '/other-project/': SIBLING });
});

test.afterAll(async () => {
  await server?.close();
});

async function visitOnce(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/`);
  await waitForServiceWorkerControl(page);
}

test('online, a sibling site, an unknown path and a file pass through the worker to the network', async ({ page }) => {
  await visitOnce(page);

  const sibling = await page.goto(`${ORIGIN}/other-project/`);
  expect(sibling?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIBLING_TITLE);
  await expect(page.getByText(profile.name)).toHaveCount(0);

  for (const path of ['/no-such-page/', '/no-such-page', '/projects/no-such-study/']) {
    const unknown = await page.goto(`${ORIGIN}${path}`);
    expect(unknown?.status(), path).toBe(404);
    await expect(page.getByText(profile.name), path).toHaveCount(0);
  }

  const sitemap = await page.goto(`${ORIGIN}/sitemap.xml`);
  expect(sitemap?.status()).toBe(200);
  expect(sitemap?.headers()['content-type']).toMatch(/xml/);
});

test('offline, every page of the site opens, with or without its slash, with a query and a hash', async ({ page, context }) => {
  const pages = sitePages();
  expect(pages).toContain('/');
  await visitOnce(page);
  await context.setOffline(true);
  for (const path of pages) {
    const bare = path === '/' ? '/' : path.replace(/\/$/, '');
    for (const address of [path, bare, `${path}?via=qr`, `${bare}#contact`]) {
      const response = await page.goto(`${ORIGIN}${address}`);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('h1').first(), address).toBeVisible();
      await expect(page.locator('h1', { hasText: /offline|hors ligne/i }), address).toHaveCount(0);
    }
  }
});

test("offline, an unknown address gets the site's offline page, linking home", async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  // Under a further language's page (`/fr/…`), the page speaks it and links to that page.
  const languageHomes = sitePages().filter((path) => /^\/[a-z]{2,3}\/$/.test(path));
  const addresses = [
    { address: '/no-such-page/', home: '/', language: null },
    { address: '/other-project/', home: '/', language: null },
    ...languageHomes.map((home) => ({ address: `${home}no-such-page/`, home, language: home.slice(1, -1) })),
  ];
  for (const { address, home, language } of addresses) {
    const response = await page.goto(`${ORIGIN}${address}`);
    expect(response?.status(), address).toBe(503);
    const lang = await page.evaluate(() => document.documentElement.lang.split('-')[0]!);
    if (language) expect(lang, address).toBe(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_HEADING[lang]!);
    await expect(page.getByText(SIBLING_TITLE)).toHaveCount(0);
    await page.getByRole('link').click();
    await expect(page).toHaveURL(`${ORIGIN}${home}`);
    await expect(page.getByText(profile.name).first()).toBeVisible();
  }
});
