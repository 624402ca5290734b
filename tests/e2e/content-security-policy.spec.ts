/**
 * The page under its own Content-Security-Policy (scripts/vite/csp.ts): every part of it is
 * used as a visitor would, and any violation the browser reports fails the test.
 */
import type { Page } from '@playwright/test';
import { contactForm } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu, waitForGalleryReady } from '../support/interactive-sections.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...consoleErrors];
}

test('the page carries a strict policy, first in its head', async ({ page }) => {
  const response = await page.goto('/');
  const html = await response!.text();
  const head = html.slice(html.indexOf('<head>'));
  expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
  expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(head.indexOf('<script'));
  expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(head.indexOf('<style'));
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/object-src 'none'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test('the whole page works under it at desktop width: scroll, theme, gallery, overlay, a send', async ({ page, provider }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  await page.getByRole('button', { name: /Toggle (dark|light) theme/ }).click();
  await page.getByRole('button', { name: /Toggle (dark|light) theme/ }).click();

  await waitForGalleryReady(page);
  const gallery = page.getByRole('region', { name: 'Photo gallery' });
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await gallery.getByRole('tab').nth(3).click();
  await gallery.locator('[aria-roledescription="slide"]:not([inert])').getByRole('button', { name: /Enlarge photo/ }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Close enlarged photo' }).click();
  await expect(overlay).toBeHidden();

  const form = contactForm(page);
  await form.send();
  await expect(form.successBanner).toBeVisible();
  expect(provider.accepted).toHaveLength(1);

  // The service worker and the notices it can bring (an outbox notice) load under it too.
  await waitForServiceWorkerControl(page);
  await page.mouse.wheel(0, -5000);
  expect(await violations()).toEqual([]);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the phone menu, a jump and the offline copy work under it', async ({ page, context }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    const menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/#gallery$/);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await openPhoneMenu(page);
    await context.setOffline(false);
    expect(await violations()).toEqual([]);
  });
});
