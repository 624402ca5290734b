import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { gallery } from '../../src/content/gallery.ts';
import { pageText } from '../../src/content/page-text.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { offeredImages } from '../support/offered-images.ts';

const SECTION_TITLES = [pageText.projects.title, pageText.skills.title, pageText.about.title, pageText.gallery.title, pageText.contact.title];

/** The image finished loading and decoded to real pixels. */
async function imageLoaded(img: Locator) {
  return img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
}

test('nothing on the page needs another origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('the service worker controls the page and precaches every file it can show', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/resume.pdf');
  expect(cached).toContain('/manifest.webmanifest');
  // Every image the page can request, in every width and format it offers.
  const offered = (await offeredImages(page)).map((url) => new URL(url).pathname);
  // Every content image (portrait, projects, gallery) in several widths and formats.
  expect(offered.length).toBeGreaterThan((1 + projects.length + gallery.length) * 3);
  expect(offered.filter((url) => !cached.includes(url))).toEqual([]);
});

test('offline after one visit: every section, every gallery photo, the overlay and the resume', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();

  for (const title of SECTION_TITLES) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeAttached();
  }
  await expect(page.getByTestId('offline-indicator')).toBeVisible();

  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await waitForGalleryReady(page);
  const next = page.getByRole('button', { name: 'Next photo' });
  for (let slide = 1; slide <= gallery.length; slide += 1) {
    const current = '#gallery [aria-roledescription="slide"]:not([inert]) img';
    await expect(page.locator('#gallery [aria-roledescription="slide"]:not([inert])')).toHaveAttribute('aria-label', `${slide} of ${gallery.length}`);
    await expect.poll(() => imageLoaded(page.locator(current)), { message: `photo ${slide} loads offline` }).toBe(true);
    await next.click();
  }

  await page.locator('#gallery [aria-roledescription="slide"]:not([inert])').getByRole('button', { name: /Enlarge/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => imageLoaded(dialog.locator('img'))).toBe(true);
  await page.keyboard.press('Escape');

  for (const img of await page.locator('#projects img, #home img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => imageLoaded(img)).toBe(true);
  }

  await page.evaluate(() => window.scrollTo(0, 0));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Resume' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(profile.resume.downloadName);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2000);
});
