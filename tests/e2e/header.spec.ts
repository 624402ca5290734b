import { expect, test } from '../support/fixtures';
import { openPhoneMenu } from '../support/interactive-sections';

test('the header turns translucent with a shadow past 20 px of scroll, and back at the top', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header[class*="header"]').first();
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
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    const menu = await openPhoneMenu(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Projects', 'Skills', 'About', 'Gallery', 'Contact', 'Download Resume']);
    await expect(menu.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('download', /\.pdf$/);

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: 'About Me', level: 2 })).toBeInViewport();
  });

  test('Escape or a tap outside closes the menu; Escape returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Navigation menu' });
    const menu = await openPhoneMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await openPhoneMenu(page);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
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
