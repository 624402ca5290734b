import { gallery } from '../../src/content/gallery.ts';
import { contrast, pixels } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';

/**
 * Forced colours (Windows high contrast; `forced-colors: active`): the browser replaces the
 * page's colours with the system's, and anything drawn by a background alone vanishes. Every
 * gallery dot, and the arrows, must still be drawn: pixels that stand out 3:1 from the
 * background around them, in both schemes (light and dark high-contrast themes).
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`forced colours, ${colorScheme} scheme`, () => {
    test.use({ forcedColors: 'active', colorScheme, reducedMotion: 'reduce' });

    test('every gallery dot and both arrows are visible', async ({ page }) => {
      await page.goto('/#gallery');
      await waitForGalleryReady(page);
      const carousel = page.getByRole('region', { name: 'Photo gallery' });
      const controls = [...(await carousel.getByRole('tab').all()), carousel.getByRole('button', { name: 'Previous photo' }), carousel.getByRole('button', { name: 'Next photo' })];
      expect(controls.length).toBe(gallery.length + 2);
      const faint: string[] = [];
      for (const control of controls) {
        const shot = pixels(await control.screenshot({ animations: 'disabled' }));
        // The background is the corner pixel; the control is drawn where pixels stand out from it.
        const background = shot.at(0, 0);
        let drawn = 0;
        for (let y = 0; y < shot.height; y += 1) for (let x = 0; x < shot.width; x += 1) if (contrast(shot.at(x, y), background) >= 3) drawn += 1;
        if (drawn < 20) faint.push(`${await control.getAttribute('aria-label')}: ${drawn} px`);
      }
      expect(faint).toEqual([]);
    });
  });
}
