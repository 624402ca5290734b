/** What a test waits on before using the page: the gallery island, the phone menu, a scroll that has ended. */
import { expect, type Locator, type Page } from '@playwright/test';
import { gallery } from '../../src/content/gallery.ts';

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

/**
 * Waits until the page stops scrolling (a smooth scroll has ended): the same position read three
 * times over half a second. One repeat is not enough: while an island hydrates in a long task on
 * a busy machine, two reads can return the same position in mid-flight.
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  let last = -1;
  let stillReads = 0;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        stillReads = y === last ? stillReads + 1 : 0;
        last = y;
        return stillReads >= 2;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
}
