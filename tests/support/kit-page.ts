/**
 * Driving the career-fair kit in a Playwright page, for the browser tests and the kit's
 * screenshots (tools/screenshots/career-kit.ts): an iPhone's user agent, a synthetic install
 * prompt, and opening the kit once its island is live.
 */
import type { Locator, Page } from '@playwright/test';

/** The user agent of Safari on an iPhone, which the kit tells apart when it offers installing. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * Hands the page a synthetic `beforeinstallprompt` (headless Chromium never fires one) whose
 * `prompt()` is counted in `window.promptCalls` and whose choice is `outcome`. Returns whether
 * the page called preventDefault (keeping the browser's own mini-infobar away).
 */
export function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { promptCalls?: number }).promptCalls = ((window as { promptCalls?: number }).promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/** Scrolls to the footer's kit and waits until its island is live. */
export async function openKit(page: Page): Promise<Locator> {
  const kit = page.getByTestId('career-kit');
  await kit.scrollIntoViewIfNeeded();
  await page.locator('[data-island="kit"][data-live]').waitFor();
  return kit;
}
