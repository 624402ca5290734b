import type { Page } from '@playwright/test';
import { SAME_FOR_EVERY_OWNER } from '../../scripts/owner/same-for-every-owner.ts';
import { gallery } from '../../src/content/gallery.ts';
import { expect, test } from '../support/fixtures.ts';
import { contrast } from '../support/a11y.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';

const rgb = (css: string) => css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);

/** As many photos as the content has; one in the middle for a jump by dot. */
const COUNT = gallery.length;
const MIDDLE = Math.ceil(COUNT / 2);
/** The photo the carousel opens on. */
const FIRST = gallery[0]!;

const currentSlide = (page: Page) => page.locator('#gallery [aria-roledescription="slide"]:not([inert])');

async function openGallery(page: Page) {
  await page.goto('/#gallery');
  const carousel = page.getByRole('region', { name: 'Photo gallery' });
  await expect(carousel).toBeVisible();
  await waitForGalleryReady(page);
  return carousel;
}

test('a captioned slide per photo, dots, arrows; one slide shown at a time, 32rem tall on a laptop', async ({ page }) => {
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
  expect(imageHeight).toBeCloseTo(32 * 16, 0);
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

test('a Previous tapped while a slide still moves, then a second-long frame (a slow phone), still shows the last photo', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
  const carousel = await openGallery(page);
  await carousel.evaluate(async () => {
    const click = (name: string) => (document.querySelector(`#gallery button[aria-label="${name}"]`) as HTMLButtonElement).click();
    const frames = async (count: number) => {
      for (let frame = 0; frame < count; frame += 1) await new Promise(requestAnimationFrame);
    };
    click('Next photo');
    await frames(3);
    click('Previous photo');
    await frames(3);
    // From the first photo, back round to the last, and the main thread busy for a second, as on
    // a slow phone: the carousel's next frame takes the whole slide in one step.
    click('Previous photo');
    const busyUntil = performance.now() + 1000;
    while (performance.now() < busyUntil);
  });
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${COUNT} of ${COUNT}`);
  // The one in view, not a blank frame beside it.
  const carouselBox = (await carousel.boundingBox())!;
  await expect.poll(async () => Math.abs((await currentSlide(page).boundingBox())!.x - carouselBox.x)).toBeLessThan(2);
});

test('a slide takes about 500 ms', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
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
  // The spec's 500 ms slide. A busy machine only makes it look longer, so the floor is tight
  // (a 300 ms slide measured 335 ms here) and the ceiling loose (500 ms measured 758 ms under load).
  expect(durationMs).toBeGreaterThan(500 - 100);
  expect(durationMs).toBeLessThan(500 + 350);
});

// A phone held upright and sideways; the fixed header is 4rem (64 px) tall.
const HEADER_PX = 64;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  test.describe(`on a phone, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

    test('the photo is shown whole, with its caption and controls, inside the screen, and sharp', async ({ page }) => {
      await openGallery(page);
      const photo = currentSlide(page).locator('img');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await photo.evaluate(async (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        // The chosen file's own pixels (an <img> from srcset reports its size divided by density).
        const file = new Image();
        file.src = img.currentSrc;
        await file.decode();
        return {
          width: box.width,
          height: box.height,
          naturalWidth: file.naturalWidth,
          naturalHeight: file.naturalHeight,
          fit: getComputedStyle(img).objectFit,
          dpr: window.devicePixelRatio,
        };
      });
      // Share of the photo on screen: `cover` cuts whatever does not fit the box's shape.
      const boxRatio = shown.width / shown.height;
      const photoRatio = shown.naturalWidth / shown.naturalHeight;
      const visible = shown.fit === 'cover' ? Math.min(boxRatio / photoRatio, photoRatio / boxRatio) : 1;
      expect(visible).toBeGreaterThanOrEqual(0.85);
      expect(shown.width).toBeLessThanOrEqual(viewport.width);
      // Photo, caption and controls fit on one screen below the fixed header.
      const carousel = page.getByRole('region', { name: 'Photo gallery' });
      await carousel.getByRole('button', { name: 'Next photo' }).scrollIntoViewIfNeeded();
      const frame = (await carousel.boundingBox())!;
      expect(frame.height).toBeLessThanOrEqual(viewport.height - HEADER_PX);
      // The file the browser chose has a pixel for every device pixel it covers.
      expect(shown.naturalWidth).toBeGreaterThanOrEqual(Math.round(shown.width * shown.dpr));
    });
  });
}

/** Where the photo is drawn inside its box (object-fit: contain centres it at its own shape). */
function drawnPhoto(img: HTMLImageElement) {
  const box = img.getBoundingClientRect();
  const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
  return { width: img.naturalWidth * scale, height: img.naturalHeight * scale, top: box.top, bottom: box.bottom };
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  test('every photo is drawn at least half the screen wide or 500 px tall, and the arrows sit beside it', async ({ page }) => {
    const carousel = await openGallery(page);
    const small: string[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const photo = currentSlide(page).locator('img');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const drawn = await photo.evaluate(drawnPhoto);
      if (drawn.width < 390 / 2 && drawn.height < 500) small.push(`${gallery[index]!.imageUrl}: ${Math.round(drawn.width)}×${Math.round(drawn.height)}`);
      // The arrows: at the photo's height, not in the caption's row under it.
      for (const name of ['Previous photo', 'Next photo']) {
        const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
        const middle = arrow.y + arrow.height / 2;
        expect(middle).toBeGreaterThan(drawn.top);
        expect(middle).toBeLessThan(drawn.bottom);
      }
      await carousel.getByRole('button', { name: 'Next photo' }).click();
    }
    expect(small).toEqual([]);
  });
});

test.describe('the enlarged photo', () => {
  test('opens on click, locks page scroll, closes with the button and returns focus', async ({ page }) => {
    await openGallery(page);
    const opener = currentSlide(page).getByRole('button', { name: /Enlarge photo/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: FIRST.caption });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: FIRST.alt })).toBeVisible();
    const overlayBackground = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Fully dark: nothing of the page shows through.
    expect(overlayBackground).toBe('rgb(0, 0, 0)');
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
    await dialog.getByRole('img', { name: FIRST.alt }).click();
    await expect(dialog).toBeVisible();
    const size = page.viewportSize()!;
    await page.mouse.click(8, size.height - 8);
    await expect(dialog).toBeHidden();
  });

  test('closes with Escape', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
    await openGallery(page);
    await currentSlide(page).getByRole('button', { name: /Enlarge photo/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the enlarged photo, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('its caption reads on the black overlay (4.5:1)', async ({ page }) => {
      await openGallery(page);
      await currentSlide(page).getByRole('button', { name: /Enlarge photo/ }).click();
      const caption = page.getByRole('dialog').getByRole('heading', { name: FIRST.caption });
      await expect(caption).toBeVisible();
      const [text, backdrop] = await caption.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('dialog')!).backgroundColor]);
      expect(contrast(rgb(text!), rgb(backdrop!))).toBeGreaterThanOrEqual(4.5);
    });
  });
}
