/**
 * Every in-page link lands on its section the first time: from the top of a fresh page, the
 * section's top ends within 24 px under the fixed header (or the page is at its end, for a
 * last section too short to reach the top), with its title in view. Phone, tablet and desktop
 * widths; smooth scrolling and reduced motion; header links, phone-menu links, the hero's
 * buttons and arrow, and a deep link opened fresh.
 */
import type { Page } from '@playwright/test';
import { SAME_FOR_EVERY_OWNER } from '../../scripts/owner/same-for-every-owner.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu, waitForScrollToSettle } from '../support/interactive-sections.ts';

const SECTIONS = ['home', 'projects', 'skills', 'about', 'gallery', 'contact'];
/** The spec's tolerance: the section's top within this many px under the header. */
const LANDING_TOLERANCE_PX = 24;

/** Where the section's top is, in px under the header, and whether the page is at its end. */
const landing = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const section = document.getElementById(sectionId)!.getBoundingClientRect();
    const root = document.documentElement;
    return { offset: section.top - header.bottom, atPageEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1 };
  }, id);

const hasLanded = ({ offset, atPageEnd }: { offset: number; atPageEnd: boolean }) =>
  (atPageEnd && offset > 0) || (offset >= -1 && offset <= LANDING_TOLERANCE_PX);

async function expectLandedOn(page: Page, id: string): Promise<void> {
  // A smooth scroll on a busy phone may start late: the page still at the top is not yet an
  // answer. Wait for the landing, then for the scroll to settle, and check it stayed there.
  await expect
    .poll(
      async () => {
        const now = await landing(page, id);
        return hasLanded(now) ? 'landed' : `#${id}'s top ${Math.round(now.offset)} px under the header`;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe('landed');
  await waitForScrollToSettle(page);
  const { offset, atPageEnd } = await landing(page, id);
  if (!(atPageEnd && offset > 0)) {
    expect(offset, `#${id}'s top lands ${Math.round(offset)} px under the header`).toBeGreaterThanOrEqual(-1);
    expect(offset, `#${id}'s top lands ${Math.round(offset)} px under the header`).toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
  }
  await expect(page.locator(`#${id}`).getByRole('heading').first()).toBeInViewport();
}

for (const motion of ['no-preference', 'reduce'] as const) {
  for (const { width, height, phone } of [
    { width: 360, height: 740, phone: true },
    { width: 768, height: 1024, phone: true },
    { width: 1280, height: 800, phone: false },
  ]) {
    if (motion === 'reduce' && width === 768) continue; // reduced motion at the two ends is enough
    // The owner's content sets where each section is; the motion setting only how the page gets there.
    test.describe(`${width} px, ${motion} motion`, { tag: motion === 'reduce' ? [SAME_FOR_EVERY_OWNER] : [] }, () => {
      test.use({ viewport: { width, height }, reducedMotion: motion, hasTouch: phone });

      for (const id of SECTIONS.slice(1)) {
        test(`the ${phone ? 'menu' : 'header'} link to #${id} lands on it the first time`, async ({ page }) => {
          await page.goto('/');
          const links = phone ? await openPhoneMenu(page) : page.getByRole('navigation', { name: 'Main' });
          await links.locator(`a[href="#${id}"]`).click();
          await expectLandedOn(page, id);
        });
      }

      if (width === 768) return;

      test('the hero buttons and the arrow land on their sections', async ({ page }) => {
        for (const [name, id] of [
          ['View My Work', 'projects'],
          ['Contact Me', 'contact'],
          ['Scroll to projects', 'projects'],
        ] as const) {
          await page.goto('/');
          await page.getByRole('link', { name }).click({ force: name === 'Scroll to projects' }); // the arrow bounces
          await expectLandedOn(page, id);
        }
      });

      for (const id of ['gallery', 'contact']) {
        test(`a deep link to /#${id} opened fresh lands on it`, async ({ page }) => {
          await page.goto(`/#${id}`);
          await expectLandedOn(page, id);
        });
      }
    });
  }
}

test.describe('off-screen sections skip their rendering', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  // A skipped section keeps the size it last rendered at (src/app/boot/offscreen-sections.ts):
  // after the phone turns, the sections above a target must not keep their portrait heights.
  test('after the phone turns, a menu link lands on its section, at once or later', async ({ page }) => {
    for (const [id, waitMs] of [['about', 0], ['contact', 1000]] as const) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await expect.poll(() => page.locator('#about').evaluate((section) => getComputedStyle(section).contentVisibility)).toBe('auto');
      await page.setViewportSize({ width: 740, height: 360 });
      await page.waitForTimeout(waitMs);
      const links = await openPhoneMenu(page);
      await links.locator(`a[href="#${id}"]`).click();
      await expectLandedOn(page, id);
    }
  });
});
