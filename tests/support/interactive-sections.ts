/** Parts of the page that need React (gallery, phone menu): wait until they are interactive. */
import { expect, type Page } from '@playwright/test';
import { gallery } from '../../src/content/gallery';

export async function waitForGalleryReady(page: Page): Promise<void> {
  // The page hydrates at a visitor's first scroll or touch (src/app/boot): scroll to the
  // gallery as a visitor would. Embla draws the dots only once it has measured its slides.
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('#gallery').getByRole('tab')).toHaveCount(gallery.length);
}

/**
 * Opens the phone menu with one tap. A tap before the page is live is held and replayed once
 * it is (src/app/boot/early-input.ts), so one tap is all a visitor needs, however early.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}
