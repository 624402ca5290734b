import { expect, test } from '../support/fixtures.ts';

/** What the root looked like before any of the app's JavaScript ran (captured at DOMContentLoaded). */
async function schemeAtFirstParse(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as unknown as { __firstScheme: string }).__firstScheme);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __firstScheme: string }).__firstScheme =
        `${document.documentElement.getAttribute('data-mantine-color-scheme')}|${document.documentElement.classList.contains('dark')}`;
    });
  });
});

test.describe('with a dark system preference and nothing saved', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark before first paint, toggles to light and remembers it', async ({ page }) => {
    await page.goto('/');
    expect(await schemeAtFirstParse(page)).toBe('dark|true');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');

    await page.reload();
    expect(await schemeAtFirstParse(page)).toBe('light|false');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('starts light; a saved dark choice wins over the system', async ({ page }) => {
    await page.goto('/');
    expect(await schemeAtFirstParse(page)).toBe('light|false');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await schemeAtFirstParse(page)).toBe('dark|true');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
