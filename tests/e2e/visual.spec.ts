import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorkerControl } from '../support/service-worker';

/**
 * Pixel checks of the design's fixed parts: the header bar, a section title, the hero's buttons
 * and the contact form, on a phone (390 px) and a laptop (1280 px), in both themes. Only parts that
 * hold none of the owner's content are shot, so an owner's new words, photos or project count
 * never fail them; the header's one piece of content, the owner's name, is set to a fixed
 * stand-in first. The rest of the page is checked by content-following specs (page-content,
 * gallery, print, accessibility). Baselines live beside this file; after an intended change to
 * the look, build and run `npm run test:visual:update`, then review the new images.
 * Motion is off (reduced motion, and Playwright stops animations), the caret hidden, the web
 * font (a returning visit's) and every image loaded before a shot.
 */
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
/** Stands in for the owner's name in the header, so the bar's shot is the same for every owner. */
const FIXTURE_NAME = 'Sample Owner';
/** Each shot: a part of the page that carries no content from src/content. */
const PARTS: Record<string, (page: Page) => Locator> = {
  header: (page) => page.locator('#root > header'),
  'section-title': (page) => page.locator('#projects-title').locator('..'),
  'hero-actions': (page) => page.locator('#home').getByRole('link', { name: 'View My Work' }).locator('..'),
  'contact-form': (page) => page.locator('#contact form'),
};
const SHOT = {
  animations: 'disabled',
  caret: 'hide',
  // Rendering here is repeatable to the pixel; the slack only absorbs antialiasing noise
  // elsewhere. Tight enough that a heading's colour changing in one theme fails the shot.
  threshold: 0.1,
  maxDiffPixelRatio: 0.002,
} as const;
// Every section drawn as if on screen: a section the page had skipped while off screen
// (content-visibility, src/app/boot/offscreen-sections.ts) draws its text at another sub-pixel
// phase from run to run once scrolled to. The page's CSP refuses an injected <style>: the
// context bypasses it (visual checks only).
const RENDER_ALL_SECTIONS = '#main > section { content-visibility: visible !important; }';

const hideHeader = (page: Page) => page.locator('#root > header').evaluate((header: HTMLElement) => header.style.setProperty('visibility', 'hidden', 'important'));

/**
 * Lifts a part out of the page onto the screen's top-left corner, at its own width, on the page's
 * background: where it sits in the page depends on the content above it, and text drawn at another
 * sub-pixel offset antialiases differently (a longer name moved the hero's buttons by a fraction).
 */
async function pinAndSettle(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.evaluate(async (element: HTMLElement) => {
    const { width } = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const background = style.backgroundColor === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.body).backgroundColor : style.backgroundColor;
    Object.assign(element.style, { position: 'fixed', top: '0', left: '0', margin: '0', zIndex: '1000', width: `${Math.round(width)}px`, backgroundColor: background });
    await document.fonts.ready;
    const images = [...element.querySelectorAll('img')];
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

test.describe.configure({ timeout: 120_000 });

for (const [device, viewport] of Object.entries(WIDTHS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${device}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme, reducedMotion: 'reduce', bypassCSP: true });

      test('the header, a section title, the hero\'s buttons and the contact form', async ({ page }) => {
        // As a returning visitor or the installed app sees it: in the web font, which a first
        // visit leaves to the service worker (src/app/boot/web-font.ts).
        await page.goto('/');
        await waitForServiceWorkerControl(page);
        await page.reload();
        await page.addStyleTag({ content: RENDER_ALL_SECTIONS });
        await page.locator('#root > header a[href="#home"]').first().evaluate((brand, name) => (brand.textContent = name), FIXTURE_NAME);
        // The bar as a visitor first sees it: at the top, opaque, Home marked.
        await expect(page.locator('#root > header')).not.toHaveAttribute('data-scrolled');
        await expect(page.locator('#root > header [aria-current="location"]').first()).toHaveAttribute('href', '#home');
        for (const [name, locate] of Object.entries(PARTS)) {
          const part = locate(page);
          await expect(part).toHaveCount(1);
          // The bar is fixed at the top already.
          if (name !== 'header') await pinAndSettle(part);
          await expect(part).toHaveScreenshot(`${device}-${colorScheme}-${name}.png`, SHOT);
          // Out of the way of the next part: the fixed bar, and a pinned part, would cover it.
          if (name === 'header') await hideHeader(page);
          else await part.evaluate((element: HTMLElement) => element.style.setProperty('visibility', 'hidden'));
        }
      });
    });
  }
}
