import { clippedText, headerProblems, loadWholePage, setDefaultFontSize, sidewaysOverflow } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * WCAG 1.4.4 Resize Text: the browser's default font size doubled (16 → 32 px, the setting
 * low-vision visitors use rather than zoom), at laptop widths. Nothing runs off the screen, no
 * label or tag is cut, and the header keeps every control on screen, apart and reachable.
 */
const DOUBLED = 32;

for (const width of [1024, 1280]) {
  test.describe(`at ${width} px with the default font size doubled`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header reflows, every control stays on screen, no text is cut', async ({ page }) => {
      await setDefaultFontSize(page, DOUBLED);
      await loadWholePage(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${DOUBLED}px`);
      expect(await headerProblems(page)).toEqual([]);
      await expect(page.getByRole('button', { name: 'Toggle dark theme' })).toBeInViewport({ ratio: 1 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await clippedText(page)).toEqual([]);
    });
  });
}

/*
 * The same visitor on a browser whose larger text reaches the page's root font size but not its
 * media queries (a user style sheet, or a text-only zoom): the header answers to its own width in
 * rem (container queries), so it reflows here too.
 */
for (const width of [1024, 1280]) {
  test.describe(`at ${width} px with the root font size doubled by a user style sheet`, () => {
    test.use({ viewport: { width, height: 800 }, bypassCSP: true });

    test('the header reflows and keeps every control on screen', async ({ page }) => {
      await page.goto('/');
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      expect(await headerProblems(page)).toEqual([]);
      await expect(page.getByRole('button', { name: 'Toggle dark theme' })).toBeInViewport({ ratio: 1 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await clippedText(page, '#root > header')).toEqual([]);
      expect(await clippedText(page, '#projects')).toEqual([]);
    });
  });
}
