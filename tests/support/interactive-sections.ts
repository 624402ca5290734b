/** Parts of the page a test waits on before using them: the gallery island, the phone menu. */
import { expect, type Locator, type Page } from '@playwright/test';
import { gallery } from '../../src/content/gallery';

export async function waitForGalleryReady(page: Page): Promise<void> {
  // The gallery becomes a React app as it nears the screen (src/app/boot/island-demand.ts):
  // scroll to it as a visitor would. Embla draws the dots only once it has measured its slides.
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('#gallery').getByRole('tab')).toHaveCount(gallery.length);
}

/** Opens the phone menu with one tap (a popover: it needs no script) and returns it. */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}
