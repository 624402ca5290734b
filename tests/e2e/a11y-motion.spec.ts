import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';

/**
 * WCAG 2.3.3 Animation from Interactions and 2.2.2 Pause, Stop, Hide. With "reduce motion" the
 * next photo replaces the last one at once and the hero's arrow stands still; without it the
 * arrow's bounce stops on its own within 5 seconds. Either way the skip link is on screen the
 * moment it has focus (2.4.7: a keyboard visitor sees where focus went, not a frame later).
 */
const scrollCue = '#home a[href="#projects"][aria-label]';

/** The skip link's top edge read in the same task that focuses it, before any frame is drawn. */
function skipLinkTopOnFocus(page: Page): Promise<number> {
  return page.getByRole('link', { name: 'Skip to content' }).evaluate((link) => {
    link.focus({ focusVisible: true } as FocusOptions);
    return link.getBoundingClientRect().top;
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Next shows the next photo at once, with no slide', async ({ page }) => {
    await page.goto('/#gallery');
    await waitForGalleryReady(page);
    const container = page.getByRole('region', { name: 'Photo gallery' }).locator('.mantine-Carousel-container');
    const positions = await container.evaluate(async (element) => {
      const offset = () => new DOMMatrix(getComputedStyle(element).transform).m41;
      const seen = [offset()];
      (document.querySelector('[aria-label="Next photo"]') as HTMLButtonElement).click();
      for (let frame = 0; frame < 20; frame += 1) {
        await new Promise(requestAnimationFrame);
        seen.push(offset());
      }
      return seen;
    });
    // Every position the strip takes is where it started or where it ends: nothing in between.
    const [start, end] = [positions[0]!, positions.at(-1)!];
    expect(Math.abs(end - start)).toBeGreaterThan(100);
    expect(positions.filter((x) => Math.abs(x - start) > 1 && Math.abs(x - end) > 1)).toEqual([]);
  });

  test('the arrow to the projects does not bounce', async ({ page }) => {
    await page.goto('/');
    const running = await page.locator(scrollCue).evaluate((element) => element.getAnimations().filter((animation) => animation.playState === 'running').length);
    expect(running).toBe(0);
  });

  test('the skip link is on screen the moment it has focus', async ({ page }) => {
    await page.goto('/');
    expect(await skipLinkTopOnFocus(page)).toBeGreaterThanOrEqual(0);
  });
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the arrow bounces, then stops on its own within 5 seconds', async ({ page }) => {
    await page.goto('/');
    const timings = await page.locator(scrollCue).evaluate((element) =>
      element.getAnimations().map((animation) => {
        const timing = animation.effect!.getComputedTiming();
        return { endTime: Number(timing.endTime), iterations: timing.iterations };
      }),
    );
    expect(timings.length).toBeGreaterThan(0);
    for (const timing of timings) {
      expect(timing.iterations).not.toBe(Infinity);
      expect(timing.endTime).toBeLessThanOrEqual(5000);
    }
  });

  test('the skip link is on screen the moment it has focus', async ({ page }) => {
    await page.goto('/');
    expect(await skipLinkTopOnFocus(page)).toBeGreaterThanOrEqual(0);
  });
});
