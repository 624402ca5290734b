/**
 * The owner's posts and repositories in a browser, where profile.ts turns them on (the
 * second-owner gate runs this on a build that fetched them from fakes; a page without them skips
 * it): the header's link lands on the Writing section, the page asks nothing of those hosts,
 * and while offline it says plainly beside them that their links need a connection.
 */
import type { Page } from '@playwright/test';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu, waitForScrollToSettle } from '../support/interactive-sections.ts';

const words = wordsIn(FIRST_LANGUAGE);

/** The parts this build shows (their headings), or none: then there is nothing to test here. */
async function shownParts(page: Page): Promise<string[]> {
  await page.goto('/');
  return page.locator('#writing h2, #repositories-title').allTextContents();
}

test('the page asks nothing of the feed’s host or GitHub, and its Writing link lands on the section', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  test.skip((await shownParts(page)).length === 0, 'profile.ts turns neither part on, or this build fetched nothing for them');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => new URL(url).origin !== new URL(baseURL!).origin && !url.startsWith('data:'))).toEqual([]);

  const writing = page.locator('#writing');
  if ((await writing.count()) === 0) return;
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: words.header.mainNavigation, exact: true });
  // Where the bar shows its links; else the menu holds them (narrower bars, longer names).
  const links = (await nav.isVisible()) ? nav : await openPhoneMenu(page);
  await links.getByRole('link', { name: words.header.optionalSections.writing, exact: true }).click();
  await waitForScrollToSettle(page);
  await expect(writing.getByRole('heading', { level: 2 })).toBeInViewport();
});

test('while offline, each part says beside its links that they need a connection, and stops once back online', async ({ page, context }) => {
  const parts = await shownParts(page);
  test.skip(parts.length === 0, 'profile.ts turns neither part on, or this build fetched nothing for them');
  const notes = page.getByText(words.outsideLinks.offline);
  await expect(notes).toHaveCount(parts.length);
  for (const note of await notes.all()) await expect(note).toBeHidden();

  await context.setOffline(true);
  for (const note of await notes.all()) {
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
  }
  await context.setOffline(false);
  for (const note of await notes.all()) await expect(note).toBeHidden();
});
