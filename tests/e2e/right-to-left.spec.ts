/**
 * A page in a language written right to left (Arabic, Hebrew, Persian, Urdu): `<html dir="rtl">`,
 * and the page mirrored as its reader expects: the header starts at the right, the section links
 * run right to left, the gallery's previous arrow is on the right and still goes back, the
 * timeline's line is at the right of its entries, the form's labels start at the right; an e-mail
 * address and a number keep reading left to right; Arabic letters are drawn in the page's own
 * Arabic typeface; axe finds nothing. The sample is in English and French only: the spec runs on
 * a build of tests/fixtures/arabic-page (its README.md says how).
 */
import type { Locator, Page } from '@playwright/test';
import { WEB_FONT_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { languageTag, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';

/** Written right to left, as the spec states it (not read from the code under test). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);
const rtlLanguages = SITE_LANGUAGES.filter(({ code }) => RIGHT_TO_LEFT.has(code)).map(({ code }) => code);

test.skip(rtlLanguages.length === 0, 'the site has no language written right to left (tests/fixtures/arabic-page has one)');

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return { ...found, right: found.x + found.width };
};

async function open(page: Page, language: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/${pagePathOf(language)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', languageTag(language));
}

for (const language of rtlLanguages) {
  test.describe(`the ${language} page`, () => {
    test('says it reads right to left', async ({ page }) => {
      await open(page, language, 1280);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    });

    test('mirrors the header: the name at the right, the links from right to left, the actions at the left', async ({ page }) => {
      await open(page, language, 1280);
      const header = page.getByRole('banner');
      const name = await box(header.getByRole('link').first());
      const toggle = await box(header.getByRole('button', { name: wordsIn(language).header.toggleTheme }));
      expect(name.right).toBeGreaterThan(1280 - 120);
      expect(toggle.x).toBeLessThan(name.x);
      const links = header.getByRole('navigation', { name: wordsIn(language).header.mainNavigation }).getByRole('link');
      if ((await links.count()) > 1 && (await links.first().isVisible())) {
        expect((await box(links.first())).x).toBeGreaterThan((await box(links.nth(1))).x);
      }
    });

    test('mirrors the gallery: the previous arrow at the right, the next at the left, each going its way', async ({ page }) => {
      const words = wordsIn(language).gallery;
      await open(page, language, 1280);
      await page.locator('#gallery').scrollIntoViewIfNeeded();
      await waitForGalleryReady(page);
      const previous = page.getByRole('button', { name: words.previous, exact: true });
      const next = page.getByRole('button', { name: words.next, exact: true });
      expect((await box(previous)).x).toBeGreaterThan((await box(next)).x);
      const total = await page.locator('#gallery').getByRole('tab').count();
      await next.click();
      await expect(page.locator('#gallery').getByRole('tab', { name: words.showPhoto(2, total), exact: true })).toHaveAttribute('aria-selected', 'true');
      await previous.click();
      await expect(page.locator('#gallery').getByRole('tab', { name: words.showPhoto(1, total), exact: true })).toHaveAttribute('aria-selected', 'true');
    });

    test('mirrors the timeline and the form: the line at the right of the entries, labels starting at the right', async ({ page }) => {
      await open(page, language, 1280);
      const timeline = page.locator('#about').getByRole('list').first();
      const entry = timeline.getByRole('listitem').first();
      const title = await box(entry.getByRole('heading').first());
      const bullet = await box(entry.locator('.mantine-Timeline-itemBullet'));
      expect(bullet.x).toBeGreaterThan(title.right - 1);

      const words = wordsIn(language).contact;
      // The label is the word and the required mark.
      const field = page.locator('#contact').getByRole('textbox', { name: words.labels.name }).first();
      await field.scrollIntoViewIfNeeded();
      const label = await box(page.locator('#contact label').filter({ hasText: words.labels.name }).first());
      const input = await box(field);
      expect(Math.abs(label.right - input.right)).toBeLessThan(4);
    });

    test('keeps an e-mail address and numbers reading left to right', async ({ page }) => {
      await open(page, language, 390);
      const email = page.locator('#contact a[href^="mailto:"]').first();
      expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      const emailField = page.locator('#contact input[type="email"]');
      expect(await emailField.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    });

    test('draws Arabic letters in its own Arabic typeface, the same on every machine', async ({ page }) => {
      test.skip(language !== 'ar' && language !== 'fa' && language !== 'ur', 'Hebrew has no Arabic letters');
      await open(page, language, 390);
      // The page's typefaces join the stack once the web font is in (src/app/inline/web-font.ts).
      await expect(page.locator('#root > header')).toHaveAttribute(WEB_FONT_ATTRIBUTE, '');
      // The page's family holds an Arabic face of its own (src/styles/fonts-arabic-script.css): it is fetched and used.
      const arabicFaces = await page.evaluate(async () => {
        await document.fonts.load('16px "Plus Jakarta Sans Variable"', 'عربي');
        // The first screen's stylesheet and the whole one each declare it: one of them is loaded.
        return [...document.fonts].filter((face) => face.unicodeRange.includes('U+600')).map((face) => ({ family: face.family.replace(/"/g, ''), status: face.status }));
      });
      expect(arabicFaces).toContainEqual({ family: 'Plus Jakarta Sans Variable', status: 'loaded' });
      const used = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('noto-sans-arabic')));
      expect(used).toBe(true);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await open(page, language, 1280);
        await expectNoViolations(page);
      });
    }
  });
}
