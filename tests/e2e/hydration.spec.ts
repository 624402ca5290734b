/**
 * The page is prerendered HTML that becomes a React app at the visitor's first sign of life
 * (src/app/boot). Until then it must read, link and type as plain HTML, and nothing a visitor
 * does in that window may be lost.
 */
import type { Page, Route } from '@playwright/test';
import { contactForm, expectedSendBody, SAMPLE_MESSAGE, SUCCESS_TEXT } from '../support/contact-form';
import { gallery } from '../../src/content/gallery';
import { expect, test } from '../support/fixtures';

/** The chunk with React DOM: requested only when the page hydrates. */
const REACT_DOM_CHUNK = /\/assets\/client-[\w-]+\.js$/;

/** Holds React's chunk back until `release()`, so a test can act before the page hydrates. */
async function holdReact(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(REACT_DOM_CHUNK, async (route: Route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

test('a visitor who only looks runs no React: the page comes alive at the first key, touch or scroll', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(1500);
  // The gallery's dots are drawn only by the React app: none yet, while the page reads fine.
  const dots = page.locator('#gallery').getByRole('tab');
  await expect(dots).toHaveCount(0);
  await expect(page.getByTestId('typed-name')).toBeVisible();
  // A link works as plain HTML and does not wake React (no key, touch or scroll of the visitor's).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills', exact: true }).dispatchEvent('click');
  await expect(page).toHaveURL(/#skills$/);

  await page.keyboard.press('Tab');
  await expect(dots).toHaveCount(gallery.length);
});

test('a tap on the theme toggle before the page is live switches the theme once it is', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto('/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await page.getByRole('button', { name: /Toggle (dark|light) theme/ }).click();
  await expect.poll(() => react.requested.length).toBeGreaterThan(0);
  // Not live yet: nothing happened, and nothing may have been lost.
  await expect(html).toHaveAttribute('data-mantine-color-scheme', before!);
  react.release();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  // Exactly one toggle: it stays switched.
  await page.waitForTimeout(500);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
});

test('a message typed and sent before the page is live is sent once, with every field', async ({ page, provider }) => {
  const react = await holdReact(page);
  await page.goto('/');
  const form = contactForm(page);
  await form.send();
  await expect.poll(() => react.requested.length).toBeGreaterThan(0);
  // The browser did not send the form itself (that would reload the page and lose it).
  expect(page.url()).not.toContain('?');
  expect(provider.received).toHaveLength(0);

  react.release();
  await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
  expect(provider.received).toHaveLength(1);
  expect(provider.received[0]!.body).toEqual(expectedSendBody());
  await expect(form.name).toHaveValue('');
});

test('what was typed before the page was live is what gets sent after', async ({ page, provider }) => {
  const react = await holdReact(page);
  await page.goto('/');
  const form = contactForm(page);
  await form.fill();
  await expect.poll(() => react.requested.length).toBeGreaterThan(0);
  react.release();
  // Live now (the gallery's dots only exist in the React app); then send.
  await expect(page.locator('#gallery').getByRole('tab')).toHaveCount(gallery.length);
  await form.submit.click();
  await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
  expect(provider.received[0]!.body).toEqual(expectedSendBody());
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a tap on the menu button before the page is live opens the menu once it is', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Navigation menu' });
    await button.click();
    await expect.poll(() => react.requested.length).toBeGreaterThan(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    react.release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

test('if the network drops before the page has its code, a message sent meanwhile goes out once it is back', async ({ page, context, provider }) => {
  // The page's code never arrives while online (as if the network dropped right after load).
  await page.route(REACT_DOM_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await context.setOffline(true);
  const form = contactForm(page);
  await form.send();
  // Nothing can happen yet, but nothing is lost either: the page did not submit or reload.
  await page.waitForTimeout(1000);
  expect(await form.values()).toEqual(SAMPLE_MESSAGE);
  expect(provider.received).toHaveLength(0);

  await page.unroute(REACT_DOM_CHUNK);
  await context.setOffline(false);
  await expect(page.getByText(SUCCESS_TEXT)).toBeVisible({ timeout: 20_000 });
  expect(provider.received).toHaveLength(1);
  expect(provider.received[0]!.body).toEqual(expectedSendBody());
});
