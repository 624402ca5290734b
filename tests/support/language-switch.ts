/**
 * The header's language switch as a visitor on a laptop follows it: a link in the bar where the
 * site has one other language; where it has more, a button that opens their list first.
 */
import type { Page } from '@playwright/test';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../src/config/page-seams.ts';

/** The language menu's button, where the bar shows one (a site in three languages or more). */
export const LANGUAGE_MENU_BUTTON = 'header button[popovertarget="language-menu"]';

/** Follows the header's switch to the language of `tag` (by default its first), opening the language menu if it holds the links. */
export async function followLanguageSwitch(page: Page, tag?: string): Promise<void> {
  const link = page.locator(`header a[${LANGUAGE_SWITCH_ATTRIBUTE}]${tag ? `[hreflang="${tag}"]` : ''} >> visible=true`).first();
  const menuButton = page.locator(`${LANGUAGE_MENU_BUTTON} >> visible=true`);
  if ((await link.count()) === 0 && (await menuButton.count()) > 0) await menuButton.click();
  await link.click();
}
