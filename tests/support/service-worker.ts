/** Waiting for the service worker the way a returning visitor gets it. */
import type { Page } from '@playwright/test';

/**
 * Resolves once the service worker is installed (its precache filled) and controls the page.
 * In prompt mode the first visit is not controlled, so this reloads once, like a second visit.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
