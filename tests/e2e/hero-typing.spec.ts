import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const NAME = 'Avery Quinn';

/** Freezes the page's clock before it loads, so the test moves time by hand. */
async function loadWithFrozenClock(page: Page) {
  const start = new Date('2026-03-01T09:00:00Z');
  await page.clock.install({ time: start });
  // Far enough ahead that the clock, running since install, has not passed it yet.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto('/');
}

test('the name types out: nothing before 500 ms, then one character per 100 ms', async ({ page }) => {
  await loadWithFrozenClock(page);
  const typed = page.getByTestId('typed-name');
  // The heading carries the whole name for assistive tech from the start.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(NAME);
  await expect(typed).toHaveText('');

  await page.clock.runFor(450);
  await expect(typed).toHaveText('');
  await page.clock.runFor(100); // 550 ms
  await expect(typed).toHaveText('A');
  await page.clock.runFor(100); // 650 ms
  await expect(typed).toHaveText('Av');
  await page.clock.runFor(300); // 950 ms
  await expect(typed).toHaveText('Avery');
  await page.clock.runFor(600); // 1550 ms: all 11 characters
  await expect(typed).toHaveText(NAME);
  await page.clock.runFor(2000);
  await expect(typed).toHaveText(NAME);
});

test('typing never moves the layout', async ({ page }) => {
  await loadWithFrozenClock(page);
  const tagline = page.getByText('Mechatronics. Creativity. Innovation.');
  const before = await tagline.boundingBox();
  await page.clock.runFor(2000);
  await expect(page.getByTestId('typed-name')).toHaveText(NAME);
  expect(await tagline.boundingBox()).toEqual(before);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the name appears at once', async ({ page }) => {
    await loadWithFrozenClock(page);
    await page.clock.runFor(50);
    await expect(page.getByTestId('typed-name')).toHaveText(NAME);
  });
});
