/**
 * The site built for a sub-path (a GitHub Pages project site, `https://USER.github.io/REPO/`)
 * and served under that path only: nothing answers at `/`, so any URL that ignores the base
 * fails here. One build (`dist-subpath`) for every check, offline included.
 */
import type { Page } from '@playwright/test';
import { profile } from '../../src/content/profile.ts';
import type { SiteLanguage } from '../../src/content/types.ts';
import { LANGUAGE_CHOICE_STORAGE_KEY } from '../../src/lib/languages/language-choice.ts';
import { pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { openKit } from '../support/kit-page.ts';
import { decodeQrCode, download, parseContactCard } from '../support/career-kit.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { serveUnderPath, type SubpathServer } from '../support/subpath-server.ts';
import { ensureBuild, SUBPATH_BASE, SUBPATH_BUILD, SUBPATH_PORT, SUBPATH_SITE_URL } from '../support/test-build.ts';
import { offeredImages } from '../support/offered-images.ts';

const BASE_PATH = SUBPATH_BASE;
const PORT = SUBPATH_PORT;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SITE_URL = SUBPATH_SITE_URL;

let server: SubpathServer;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  ensureBuild(SUBPATH_BUILD);
  server = await serveUnderPath(SUBPATH_BUILD.dir, BASE_PATH, PORT);
});

test.afterAll(async () => {
  await server?.close();
});

/** Every same-origin response the page gets that is not a success. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(ORIGIN) && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  return failures;
}

/** Every image URL the page offers: each `srcset` candidate and each fallback `src`. */
async function expectServed(page: Page, url: string, contentType: RegExp): Promise<void> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(contentType);
}

test('nothing is served outside the sub-path', async ({ page }) => {
  expect((await page.request.get(`${ORIGIN}/`)).status()).toBe(404);
});

test('the page, its styles, every image size and the resume (PDF and JSON) load under the sub-path', async ({ page }) => {
  const failures = watchFailures(page);
  await page.goto(SITE_URL);
  await expect(page).toHaveTitle(`${profile.name} Portfolio`);
  // Mantine's styles reached the page: its reset takes the body's default margin away.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

  const images = await offeredImages(page);
  expect(images.length).toBeGreaterThan(0);
  for (const url of images) {
    expect(url.startsWith(SITE_URL), url).toBe(true);
    await expectServed(page, url, /^image\//);
  }
  const resume = await page.locator('a[download]').first().getAttribute('href');
  expect(resume).toBe(`${BASE_PATH}resume.pdf`);
  await expectServed(page, new URL(resume!, SITE_URL).href, /^application\/pdf/);
  const resumeJson = await page.locator('head link[rel="alternate"][type="application/json"]').getAttribute('href');
  expect(resumeJson).toBe(`${BASE_PATH}resume.json`);
  await expectServed(page, new URL(resumeJson!, SITE_URL).href, /^application\/json/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test('the manifest, icons, share image, robots.txt and sitemap name the sub-path', async ({ page }) => {
  await page.goto(SITE_URL);
  const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute('href'))!, SITE_URL).href;
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({ id: BASE_PATH, start_url: BASE_PATH, scope: BASE_PATH });
  for (const shortcut of manifest.shortcuts) expect(shortcut.url.startsWith(BASE_PATH), shortcut.url).toBe(true);
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    await expectServed(page, new URL(icon.src, manifestUrl).href, /^image\/png/);
  }
  for (const rel of ['icon', 'apple-touch-icon']) {
    await expectServed(page, new URL((await page.locator(`link[rel="${rel}"]`).getAttribute('href'))!, SITE_URL).href, /^image\//);
  }

  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe(`${SITE_URL}og-image.png`);
  await expectServed(page, ogImage!, /^image\/png/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(SITE_URL);

  const robots = await (await page.request.get(`${SITE_URL}robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);
  const sitemap = await (await page.request.get(`${SITE_URL}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}</loc>`);
});

test('the service worker takes the sub-path as its scope, and the page reloads offline', async ({ page, context }) => {
  await page.goto(SITE_URL);
  // Installing means precaching every file (about 150): allow for a slow, shared machine.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(SITE_URL);
  await waitForServiceWorkerControl(page);

  // A file's address goes to the network, not to the page (sitemap, robots, an unknown file).
  const sitemap = await page.goto(`${SITE_URL}sitemap.xml`);
  expect(sitemap?.headers()['content-type']).toMatch(/xml/);
  expect((await page.goto(`${SITE_URL}robots.txt`))?.headers()['content-type']).toMatch(/^text\/plain/);
  expect((await page.goto(`${SITE_URL}no-such-file.txt`))?.status()).toBe(404);
  // So does an address under the sub-path that is not one of the site's pages: the host's 404, not the portfolio.
  expect((await page.goto(`${SITE_URL}no-such-page/`))?.status()).toBe(404);
  await expect(page.getByText(profile.name)).toHaveCount(0);

  await page.goto(SITE_URL);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(`${profile.name} Portfolio`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const portrait = page.locator('#home img').first();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A shared link with a query, inside the scope, still gets the page from the worker.
  const sharedLink = await page.goto(`${SITE_URL}?from=qr-code`);
  expect(sharedLink?.ok()).toBe(true);
  await expect(page).toHaveTitle(`${profile.name} Portfolio`);
  // An unknown address offline: the site's own offline page, linking to the page under the sub-path.
  expect((await page.goto(`${SITE_URL}no-such-page/`))?.status()).toBe(503);
  await expect(page.getByText(profile.name)).toHaveCount(0);
  expect(await page.getByRole('link').getAttribute('href')).toBe(BASE_PATH);
  await context.setOffline(false);
});

test("each further language's page: at its own address under the sub-path, offline with or without its slash, and where the installed app goes", async ({ page, context }) => {
  const others = SITE_LANGUAGES.slice(1);
  test.skip(others.length === 0, 'the site is in one language');
  await page.goto(SITE_URL);
  await waitForServiceWorkerControl(page);
  for (const { code, tag } of others) {
    const pageUrl = `${SITE_URL}${pagePathOf(code)}`;
    await page.goto(pageUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(pageUrl);
  }
  await context.setOffline(true);
  for (const { code, tag } of others) {
    const withoutSlash = `${SITE_URL}${pagePathOf(code)}`.replace(/\/$/, '');
    await page.goto(withoutSlash);
    expect(page.url()).toBe(withoutSlash);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
  }
  // Launched from the home screen (display-mode answered by the page's matchMedia: Chromium cannot emulate it) with a language chosen.
  const [{ code }] = others as [SiteLanguage];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_CHOICE_STORAGE_KEY, code] as const);
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => matchMedia(/display-mode:\s*standalone/.test(query) ? 'all' : query);
  });
  await page.goto(SITE_URL);
  await expect(page).toHaveURL(`${SITE_URL}${pagePathOf(code)}`);
  await context.setOffline(false);
});

test('the QR code and the contact card carry the sub-path address', async ({ page }) => {
  await page.goto(SITE_URL);
  const kit = await openKit(page);
  const card = parseContactCard((await download(page, kit.getByRole('link', { name: /save contact/i }))).text);
  expect(card.urls[0]?.url).toBe(SITE_URL);
  await kit.getByRole('button', { name: 'Show QR code' }).click();
  await expect.poll(() => decodeQrCode(page.getByRole('dialog').getByRole('img', { name: /QR code/ }))).toBe(SITE_URL);
});
