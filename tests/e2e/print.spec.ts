import { experience } from '../../src/content/experience.ts';
import { gallery } from '../../src/content/gallery.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { expect, test } from '../support/fixtures.ts';
import { extractPdfText, flattened } from '../support/pdf-text.ts';

/**
 * The printed page is a short summary of the owner's content, however much of it there is: in
 * black on white even when the dark theme is on, with no header, menu, carousel or form, and no
 * page left half empty before the last one.
 */
test.use({ colorScheme: 'dark' });

for (const format of ['A4', 'Letter'] as const) {
  test(`prints every project and job on ${format}, each page but the last filled`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const { pageTexts, pageFills } = await extractPdfText(await page.pdf({ format, printBackground: true }));
    const text = flattened(pageTexts.join('\n'));
    // Compared as read back (flattened: wrapped, joined after a hyphen at a line's end).
    expect(text).toContain(flattened(profile.name));
    for (const project of projects) expect(text).toContain(flattened(project.title));
    for (const job of experience) expect(text).toContain(flattened(job.title));
    // The screen-only parts stay out: no gallery caption, no form.
    for (const photo of gallery) expect(text).not.toContain(photo.caption);
    expect(text).not.toContain('Send Message');
    for (const [index, fill] of pageFills.slice(0, -1).entries()) expect(fill, `page ${index + 1} is filled to ${Math.round(fill * 100)}%`).toBeGreaterThan(0.6);
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
  const href = Object.values(profile.social).find(Boolean);
  test.skip(!href, 'the content gives no profile link for the footer to print');
  const link = page.getByRole('contentinfo').locator(`a[href="${href}"]`);
  const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(after).toContain(href);
});
