/**
 * The site in each of its languages: the switch opens the other page at the section the visitor
 * is reading, both ways (with JavaScript; without it, the plain link opens the other page's
 * top), each page opens offline at its own address with or without its slash, and the installed
 * app opens in the language last chosen with the switch (docs/decisions/008-installed-app-language.md).
 * A site in one language has no second page: these need two.
 */
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { LANGUAGE_CHOICE_STORAGE_KEY } from '../../src/lib/languages/language-choice.ts';
import { contentIn, languageTag, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu, waitForScrollToSettle } from '../support/interactive-sections.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

const [first, second] = SITE_LANGUAGES.map(({ code }) => code) as [LanguageCode, LanguageCode | undefined];
const other = second!;
/** A language's page, under the base the tests serve at (the host's root), with an optional rest. */
const pageOf = (language: LanguageCode, rest = '') => `/${pagePathOf(language)}${rest}`;

test.skip(!second, 'the site is in one language');

/** The header's switch to `language`: one link for each other language of the site. */
const switchTo = (language: LanguageCode) => `header a[${LANGUAGE_SWITCH_ATTRIBUTE}][hreflang="${languageTag(language)}"] >> visible=true`;

/** The page the browser shows: its path and hash, and its language. */
async function shown(page: Page) {
  const { pathname, search, hash } = new URL(page.url());
  return { address: `${pathname}${search}${hash}`, lang: await page.locator('html').getAttribute('lang') };
}

/** The page is in `language`: its `<html lang>`, and the owner's words in it (a section's title, the tagline). */
async function expectWrittenIn(page: Page, language: LanguageCode) {
  await expect(page.locator('html')).toHaveAttribute('lang', languageTag(language));
  const { pageText, profile } = contentIn(language);
  await expect(page.getByRole('heading', { name: pageText.projects.title, level: 2, exact: true })).toBeAttached();
  await expect(page.locator('#home').getByText(profile.tagline, { exact: true })).toBeAttached();
}

async function expectReading(page: Page, id: string) {
  await waitForScrollToSettle(page);
  await expect(page.locator(`#${id}`).getByRole('heading').first()).toBeInViewport();
}

test.describe('the switch, with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens the other page at the section in view, and comes back to the one in view there', async ({ page }) => {
    // Each page runs under a policy of its own: any violation on either fails the test.
    const violations: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.goto(pageOf(first, '#projects'));
    await expectReading(page, 'projects');
    await page.locator(switchTo(other)).click();
    await expect(page).toHaveURL(pageOf(other, '#projects'));
    expect(await shown(page)).toEqual({ address: pageOf(other, '#projects'), lang: languageTag(other) });
    await expectWrittenIn(page, other);
    await expectReading(page, 'projects');

    // Read on down to the contact section, by scrolling rather than by a link: the hash stays #projects.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, document.getElementById('contact')!.getBoundingClientRect().top - 100));
    await waitForScrollToSettle(page);
    await page.locator(switchTo(first)).click();
    await expect(page).toHaveURL(pageOf(first, '#contact'));
    expect(await shown(page)).toEqual({ address: pageOf(first, '#contact'), lang: languageTag(first) });
    await expectWrittenIn(page, first);
    await expectReading(page, 'contact');
    expect(violations).toEqual([]);
  });

  test("opens the other page's top from the top", async ({ page }) => {
    await page.goto(pageOf(first));
    await page.locator(switchTo(other)).click();
    await expect(page).toHaveURL(pageOf(other));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the switch in the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens the other page at the section in view', async ({ page }) => {
    await page.goto(pageOf(first, '#skills'));
    await expectReading(page, 'skills');
    const menu = await openPhoneMenu(page);
    await menu.locator(`a[${LANGUAGE_SWITCH_ATTRIBUTE}][hreflang="${languageTag(other)}"]`).click();
    await expect(page).toHaveURL(pageOf(other, '#skills'));
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(other));
  });
});

test.describe('the switch, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("is a plain link to the other page's top, both ways", async ({ page }) => {
    await page.goto(pageOf(first, '#projects'));
    await page.locator(switchTo(other)).click();
    await expect(page).toHaveURL(pageOf(other));
    await expectWrittenIn(page, other);
    await page.locator(switchTo(first)).click();
    await expect(page).toHaveURL(pageOf(first));
    await expectWrittenIn(page, first);
  });
});

test('each page opens offline at its address, with or without its slash, a query or a hash', async ({ page, context }) => {
  // One visit to the first language's page installs everything, the other page included.
  await page.goto(pageOf(first));
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const withoutSlash = pageOf(other).replace(/\/$/, '');
  for (const [address, language] of [
    [pageOf(other), other],
    [withoutSlash, other],
    [`${withoutSlash}?from=card#contact`, other],
    [pageOf(other, '?utm_source=qr#projects'), other],
    [pageOf(first), first],
    [pageOf(first, '?from=card#about'), first],
  ] as const) {
    await page.goto(address);
    expect(await shown(page), address).toEqual({ address, lang: languageTag(language) });
    await expectWrittenIn(page, language);
  }
});

test.describe('the installed app', () => {
  /**
   * Launched from the home screen: Chromium cannot emulate `display-mode` (DevTools' media
   * emulation accepts the feature and ignores it), so the page's matchMedia answers for it.
   */
  const launchStandalone = (page: Page) =>
    page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => matchMedia(/display-mode:\s*standalone/.test(query) ? 'all' : query);
    });

  const choose = (page: Page, language: LanguageCode) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_CHOICE_STORAGE_KEY, language] as const);

  test('opens in the language chosen earlier, at the section a shortcut names, before painting the first', async ({ page }) => {
    await page.goto(pageOf(first));
    await choose(page, other);
    await launchStandalone(page);
    // What each page left painted when it went, by its language (the session outlives the page).
    await page.addInitScript(() =>
      addEventListener('pagehide', () => sessionStorage.setItem(`painted ${document.documentElement.lang}`, String(performance.getEntriesByType('paint').length))),
    );
    await page.goto('about:blank'); // a launch loads the page anew: not a jump within the one open
    await page.goto(pageOf(first, '#projects'));
    await expect(page).toHaveURL(pageOf(other, '#projects'));
    await expectWrittenIn(page, other);
    await expectReading(page, 'projects');
    expect(await page.evaluate((tag) => sessionStorage.getItem(`painted ${tag}`), languageTag(first))).toBe('0');
  });

  test('opens in the language last chosen with the switch', async ({ page }) => {
    await page.goto(pageOf(first));
    await page.locator(switchTo(other)).click();
    await expect(page).toHaveURL(pageOf(other));
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_STORAGE_KEY)).toBe(other);
    await launchStandalone(page);
    await page.goto(pageOf(first));
    await expect(page).toHaveURL(pageOf(other));

    // Back with the switch: the next launch stays in the first language.
    await page.locator(switchTo(first)).click();
    await expect(page).toHaveURL(pageOf(first));
    await page.goto(pageOf(first, '#about'));
    await page.waitForLoadState('load');
    expect(await shown(page)).toEqual({ address: pageOf(first, '#about'), lang: languageTag(first) });
  });

  test('stays in the first language without a choice', async ({ page }) => {
    await launchStandalone(page);
    await page.goto(pageOf(first));
    await page.waitForLoadState('load');
    expect(await shown(page)).toEqual({ address: pageOf(first), lang: languageTag(first) });
  });

  test('a browser tab stays where it is, whatever was chosen', async ({ page }) => {
    await page.goto(pageOf(first));
    await choose(page, other);
    await page.reload();
    await page.waitForLoadState('load');
    expect(await shown(page)).toEqual({ address: pageOf(first), lang: languageTag(first) });
  });
});
