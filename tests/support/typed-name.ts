/** The hero's typed name (src/sections/Hero/TypedName.tsx). */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the name has finished typing. Every letter is in the markup from the start, so
 * the text alone says nothing: typing has finished once the last letter shows.
 */
export async function waitForNameTyped(page: Page, name: string): Promise<void> {
  const typedName = page.getByTestId('typed-name');
  await expect(typedName).toHaveText(name);
  await expect(typedName.locator('> span').last()).toBeVisible();
}
