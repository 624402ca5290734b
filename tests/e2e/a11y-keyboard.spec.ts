import type { Locator, Page } from '@playwright/test';
import { gallery } from '../../src/content/gallery.ts';
import { loadWholePage } from '../support/a11y.ts';
import { contactForm, SAMPLE_MESSAGE, SUCCESS_TEXT } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * WCAG 2.1.1 Keyboard, 2.1.2 No Keyboard Trap and 2.4.3 Focus Order: a visitor with the keyboard
 * alone switches the theme, opens and leaves the phone menu, moves the gallery, enlarges a photo
 * and comes back from it, and sends the form. No mouse event is used.
 */
const COUNT = gallery.length;

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard visitor does. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

  test('theme, gallery, enlarged photo and form, by keyboard alone', async ({ page, provider }) => {
    await loadWholePage(page);
    // The skip link comes first and leads past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    const toggle = page.getByRole('button', { name: 'Toggle dark theme' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    expect(await scheme(page)).toBe('dark');
    await page.keyboard.press('Space');
    expect(await scheme(page)).toBe('light');

    const carousel = page.getByRole('region', { name: 'Photo gallery' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([inert])');
    await tabTo(page, carousel.getByRole('button', { name: 'Next photo' }));
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `2 of ${COUNT}`);
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `1 of ${COUNT}`);

    // The dots are a tab list: Tab reaches the current one, the arrow keys and End choose.
    await tabTo(page, carousel.getByRole('tab', { name: `Show photo 1 of ${COUNT}` }));
    await page.keyboard.press('End');
    await expect(current).toHaveAttribute('aria-label', `${COUNT} of ${COUNT}`);
    await expect(carousel.getByRole('tab', { name: `Show photo ${COUNT} of ${COUNT}` })).toBeFocused();

    // The enlarged photo keeps focus inside, and gives it back on Escape.
    const opener = current.getByRole('button', { name: /Enlarge photo/ });
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: gallery.at(-1)!.caption });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close enlarged photo' })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The form, field by field, sent with Enter on its button.
    const form = contactForm(page);
    await tabTo(page, form.name);
    await page.keyboard.type(SAMPLE_MESSAGE.name);
    await page.keyboard.press('Tab');
    await expect(form.email).toBeFocused();
    await page.keyboard.type(SAMPLE_MESSAGE.email);
    await page.keyboard.press('Tab');
    await expect(form.subject).toBeFocused();
    await page.keyboard.type(SAMPLE_MESSAGE.subject);
    await page.keyboard.press('Tab');
    await expect(form.message).toBeFocused();
    await page.keyboard.type('A message typed with the keyboard alone.');
    await tabTo(page, form.submit, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT })).toBeVisible();
    expect(provider.received).toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from its button, walks by Tab, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Navigation menu' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // And a link chosen by keyboard closes it and goes there.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await tabTo(page, menu.getByRole('link', { name: 'Gallery' }), 10);
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#gallery$/);
  });
});
