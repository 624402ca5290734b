import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../support/fixtures';

/**
 * The printed page is a short summary: at most two sheets on A4 and on Letter, in black on
 * white even when the dark theme is on, with no header, menu, carousel or form.
 */
const MAX_PAGES = 2;

test.use({ colorScheme: 'dark' });

for (const format of ['A4', 'Letter'] as const) {
  test(`prints on at most ${MAX_PAGES} ${format} pages`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const pdf = await PDFDocument.load(await page.pdf({ format, printBackground: true }));
    expect(pdf.getPageCount()).toBeLessThanOrEqual(MAX_PAGES);
  });
}

test('prints light, without the screen-only parts, with link addresses written out', async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body')).toHaveCSS('background-color', /rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(0, 0, 0)');
  for (const hidden of [page.getByRole('banner'), page.locator('#gallery'), page.locator('#contact form')]) {
    await expect(hidden).toBeHidden();
  }
  const linkedin = page.getByRole('contentinfo').locator('a[href^="https://"]').first();
  const href = await linkedin.getAttribute('href');
  const after = await linkedin.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toContain(href);
});
