import type { Page } from '@playwright/test';
import { SAME_FOR_EVERY_OWNER } from '../../scripts/owner/same-for-every-owner.ts';
import { profile } from '../../src/content/profile.ts';
import { expectNoViolations } from '../support/axe.ts';
import { contactForm } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu, waitForGalleryReady } from '../support/interactive-sections.ts';
import { waitForNameTyped } from '../support/typed-name.ts';

async function loadFully(page: Page) {
  await page.goto('/');
  // Let the name finish typing and lazy images load, so axe sees the settled page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await waitForNameTyped(page, profile.name);
  await waitForGalleryReady(page);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the whole page has no axe violations', async ({ page }) => {
      await loadFully(page);
      await expectNoViolations(page);
    });

    test('the gallery overlay has no axe violations', async ({ page }) => {
      await loadFully(page);
      await page.locator('#gallery [aria-roledescription="slide"]:not([inert])').getByRole('button', { name: /Enlarge/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });

    // The banners' colours and words are the product's; the rest of #contact is the whole page's test.
    test('the contact banners have no axe violations', { tag: SAME_FOR_EVERY_OWNER }, async ({ page, provider }) => {
      await provider.setFailureMode(403);
      await loadFully(page);
      const form = contactForm(page);
      await form.send();
      await expect(page.getByRole('alert').filter({ hasText: 'Oops!' })).toBeVisible();
      await expectNoViolations(page, '#contact');
    });

    test.describe('at phone width', () => {
      test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

      test('the page with the mobile menu open has no axe violations', async ({ page }) => {
        await loadFully(page);
        await openPhoneMenu(page);
        await expectNoViolations(page);
      });
    });
  });
}
