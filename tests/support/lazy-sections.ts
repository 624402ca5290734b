/** Lazily loaded parts of the page (gallery, phone menu): wait until they are interactive. */
import { expect, type Page } from '@playwright/test';

export async function waitForGalleryReady(page: Page): Promise<void> {
  // Embla draws the dots only once the carousel has hydrated and measured its slides.
  await expect(page.locator('#gallery').getByRole('tab')).toHaveCount(10);
}

/**
 * Opens the phone menu. Its code loads after the entry chunk, so a tap in the first moments
 * may land before it is interactive; like a visitor, tap again until it opens.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Navigation menu' });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
