import type { Page } from '@playwright/test';
import { gallery } from '../../src/content/gallery';
import { expect, test } from '../support/fixtures';
import { waitForGalleryReady } from '../support/interactive-sections';

/** As many photos as the content has; one in the middle for a jump by dot. */
const COUNT = gallery.length;
const MIDDLE = Math.ceil(COUNT / 2);

const currentSlide = (page: Page) => page.locator('#gallery [aria-roledescription="slide"]:not([inert])');

async function openGallery(page: Page) {
  await page.goto('/#gallery');
  const carousel = page.getByRole('region', { name: 'Photo gallery' });
  await expect(carousel).toBeVisible();
  await waitForGalleryReady(page);
  return carousel;
}

test('a captioned slide per photo, dots, arrows; one slide shown at a time at 32rem', async ({ page }) => {
  const carousel = await openGallery(page);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(COUNT);
  await expect(carousel.locator('figcaption')).toHaveCount(COUNT);
  await expect(carousel.getByRole('tab', { name: new RegExp(`Show photo \\d+ of ${COUNT}`) })).toHaveCount(COUNT);
  await expect(carousel.getByRole('button', { name: 'Previous photo' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next photo' })).toBeVisible();

  const viewport = await carousel.boundingBox();
  const first = await slides.first().boundingBox();
  expect(Math.abs(first!.width - viewport!.width)).toBeLessThan(2);
  const imageHeight = await slides.first().locator('img').evaluate((img) => img.getBoundingClientRect().height);
  expect(imageHeight).toBe(32 * 16);
});

test('loops forward from the last slide to the first, one slide per click', async ({ page }) => {
  const carousel = await openGallery(page);
  const next = carousel.getByRole('button', { name: 'Next photo' });
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${COUNT}`);
  for (let step = 2; step <= COUNT; step += 1) {
    await next.click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${step} of ${COUNT}`);
  }
  await next.click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${COUNT}`);
  // ...and it is the one in view: aligned with the carousel, not merely marked current.
  const carouselBox = (await carousel.boundingBox())!;
  await expect.poll(async () => Math.abs((await currentSlide(page).boundingBox())!.x - carouselBox.x)).toBeLessThan(2);
});

test('loops backward from the first slide to the last', async ({ page }) => {
  const carousel = await openGallery(page);
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${COUNT} of ${COUNT}`);
  await expect(currentSlide(page).locator('figcaption')).toHaveText(gallery.at(-1)!.caption);
  await carousel.getByRole('tab', { name: `Show photo ${MIDDLE} of ${COUNT}` }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${MIDDLE} of ${COUNT}`);
});

test('a slide takes about 500 ms', async ({ page }) => {
  const carousel = await openGallery(page);
  const container = carousel.locator('.mantine-Carousel-container');
  const durationMs = await container.evaluate(async (element) => {
    const offset = () => new DOMMatrix(getComputedStyle(element).transform).m41;
    const start = offset();
    const samples: [number, number][] = [];
    const t0 = performance.now();
    (document.querySelector('[aria-label="Next photo"]') as HTMLButtonElement).click();
    while (performance.now() - t0 < 1500) {
      await new Promise(requestAnimationFrame);
      samples.push([performance.now() - t0, offset()]);
    }
    const end = samples[samples.length - 1]![1];
    const arrived = samples.find(([, x]) => Math.abs(end - x) <= Math.abs(end - start) * 0.01);
    return arrived![0];
  });
  expect(durationMs).toBeGreaterThan(350);
  expect(durationMs).toBeLessThan(750);
});

test.describe('the enlarged photo', () => {
  test('opens on click, locks page scroll, closes with the button and returns focus', async ({ page }) => {
    await openGallery(page);
    const opener = currentSlide(page).getByRole('button', { name: /Enlarge photo/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Tuning a robot arm during my internship' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Orange robot arm reaching over a workbench' })).toBeVisible();
    const overlayBackground = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(overlayBackground).toMatch(/rgba?\(0, 0, 0/);
    // The whole screen, not the gallery section it sits in.
    const size = page.viewportSize()!;
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: size.width, height: size.height });

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await dialog.getByRole('button', { name: 'Close enlarged photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
  });

  test('closes on a backdrop click but not on a click on the photo', async ({ page }) => {
    await openGallery(page);
    await currentSlide(page).getByRole('button', { name: /Enlarge photo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: 'Orange robot arm reaching over a workbench' }).click();
    await expect(dialog).toBeVisible();
    const size = page.viewportSize()!;
    await page.mouse.click(8, size.height - 8);
    await expect(dialog).toBeHidden();
  });

  test('closes with Escape', async ({ page }) => {
    await openGallery(page);
    await currentSlide(page).getByRole('button', { name: /Enlarge photo/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
