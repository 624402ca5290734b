import { SAME_FOR_EVERY_OWNER } from '../../scripts/owner/same-for-every-owner.ts';
import { enWords } from '../../src/config/dictionary/en-words.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { pageText } from '../../src/content/page-text.ts';
import { profile } from '../../src/content/profile.ts';
import { clippedText, exposedExpanded, headerProblems } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu } from '../support/interactive-sections.ts';

test('the header turns translucent with a shadow past 20 px of scroll, and back at the top', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
  await page.goto('/');
  const header = page.locator('#root > header');
  const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);

  await expect(header).not.toHaveAttribute('data-scrolled');
  expect(await shadow()).toBe('none');

  await page.evaluate(() => window.scrollTo(0, 20));
  await page.waitForTimeout(100);
  await expect(header).not.toHaveAttribute('data-scrolled');

  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute('data-scrolled');
  await expect.poll(shadow).not.toBe('none');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgba\(.+, 0\.78\)/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the links collapse into a menu button that opens and closes a dropdown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Navigation menu' });
    const expanded = () => exposedExpanded(page, 'Navigation menu');
    // The popover is the button's one model: the browser says whether it is expanded, no aria-expanded (HTML forbids both).
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect.poll(expanded).toBe(false);

    const menu = await openPhoneMenu(page);
    await expect.poll(expanded).toBe(true);
    // The spec's links (and the Writing section's after Projects, where the owner's feed fills
    // one: outside-data.spec.ts), then the language switch of a site in more than one language (its own specs check it).
    const writing = (await page.locator('#writing').count()) > 0 ? [enWords.header.optionalSections.writing] : [];
    await expect(menu.locator(`a:not([${LANGUAGE_SWITCH_ATTRIBUTE}])`)).toHaveText(['Home', 'Projects', ...writing, 'Skills', 'About', 'Gallery', 'Contact', 'Download Resume']);
    await expect(menu.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('download', /\.pdf$/);

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(expanded).toBe(false);
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: pageText.about.title, level: 2 })).toBeInViewport();
  });

  test('Escape or a tap outside closes the menu; Escape returns focus to its button', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Navigation menu' });
    const menu = await openPhoneMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await openPhoneMenu(page);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect.poll(() => exposedExpanded(page, 'Navigation menu')).toBe(false);
  });
});

test('the header marks the section in view, as the visitor scrolls and after a jump', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const current = nav.locator('[aria-current="location"]');
  await expect(current).toHaveText('Home');

  await nav.getByRole('link', { name: 'Skills', exact: true }).click();
  await expect(current).toHaveText('Skills');

  await page.locator('#about').evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
  await expect(current).toHaveText('About');
  await expect(current).toHaveCount(1);
  // A visible mark, not only the attribute.
  const look = (name: string) => nav.getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).boxShadow);
  expect(await look('About')).not.toBe(await look('Skills'));

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(current).toHaveText('Contact');
});

/** From the narrowest phone to a wide desktop, through every breakpoint the header may use. */
const WIDTHS = [320, 360, 390, 430, 480, 600, 768, 900, 992, 1024, 1100, 1140, 1200, 1280, 1440, 1920];

for (const network of ['online', 'offline'] as const) {
  test(`the header cuts no word at any width from 320 to 1920 px, ${network}`, async ({ page, context }) => {
    await page.goto('/');
    if (network === 'offline') {
      await context.setOffline(true);
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
    }
    const brand = page.locator('#root > header a[href="#home"]').first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      // The owner's name, or the short name chosen for narrow bars: never an ellipsis over it.
      expect([profile.name, profile.shortName]).toContain(await brand.evaluate((element: HTMLElement) => element.innerText.replace(/\s+/g, ' ').trim()));
      expect(await brand.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe('ellipsis');
      expect(await headerProblems(page), `at ${width} px`).toEqual([]);
      expect(await clippedText(page, '#root > header'), `at ${width} px`).toEqual([]);
      // Either the links and the resume button, or the menu button that holds them.
      const links = page.getByRole('navigation', { name: 'Main' });
      const menuButton = page.getByRole('button', { name: 'Navigation menu' });
      expect((await links.isVisible()) !== (await menuButton.isVisible()), `links or menu at ${width} px`).toBe(true);
      if (await links.isVisible()) await expect(page.locator('#root > header').getByRole('link', { name: 'Download My Resume' })).toBeInViewport({ ratio: 1 });
    }
  });
}

