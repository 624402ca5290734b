/** Waiting for the service worker the way a visitor gets it. */
import type { Page } from '@playwright/test';

/**
 * Resolves once the service worker is installed (its precache filled) and controls the page.
 * The first worker claims the page that installed it, so no reload is needed (or done).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}
