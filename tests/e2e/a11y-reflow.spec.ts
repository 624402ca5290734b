import { clippedText, loadWholePage, sidewaysOverflow } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu } from '../support/interactive-sections.ts';

/**
 * WCAG 1.4.10 Reflow and 1.4.12 Text Spacing. 320 CSS px is a 1280 px screen at 400% zoom
 * (and 320×256 its short, zoomed landscape cousin): the page reads in one column with no
 * sideways scroll, cuts no text, and the phone menu reaches every one of its links.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test.describe('at 320 CSS px (400% zoom of a 1280 px screen)', () => {
      test.use({ viewport: { width: 320, height: 640 } });

      test('the page scrolls only up and down, and cuts no text', async ({ page }) => {
        await loadWholePage(page);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await clippedText(page)).toEqual([]);
      });
    });

    test.describe('at 320×256 CSS px (400% zoom of a 1280×1024 screen)', () => {
      test.use({ viewport: { width: 320, height: 256 } });

      test('the phone menu scrolls within the screen, so every link can be reached and chosen', async ({ page }) => {
        await page.goto('/');
        const menu = await openPhoneMenu(page);
        const box = (await menu.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(256);
        const links = menu.getByRole('link');
        const count = await links.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index += 1) {
          const link = links.nth(index);
          await link.scrollIntoViewIfNeeded();
          await expect(link).toBeInViewport({ ratio: 0.9 });
        }
        // The last one, as a visitor scrolls to it: the menu itself scrolls.
        await links.first().scrollIntoViewIfNeeded();
        await menu.hover();
        await page.mouse.wheel(0, 600);
        await expect(links.last()).toBeInViewport({ ratio: 0.9 });
      });
    });
  });
}

/** The WCAG 1.4.12 values, applied as a visitor's style sheet would. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`text spacing at ${viewport.width} px`, () => {
    // The page's CSP refuses an injected <style>, as it should: the visitor's own sheet is not bound by it.
    test.use({ viewport, bypassCSP: true });

    test('with WCAG 1.4.12 spacing no text is cut and nothing scrolls sideways', async ({ page }) => {
      await loadWholePage(page);
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await clippedText(page)).toEqual([]);
    });
  });
}
