/**
 * The career-fair kit: install the site, share it, show its QR code, save the owner's contact
 * card, online and with the network off, plus the installed app's shortcuts and title bar.
 * The owner's words come from the content module, the site's address from the build's setting.
 */
import { SAME_FOR_EVERY_OWNER } from '../../scripts/owner/same-for-every-owner.ts';
import { pageText } from '../../src/content/page-text.ts';
import { profile } from '../../src/content/profile.ts';
import { expectNoViolations } from '../support/axe.ts';
import { IPHONE_SAFARI_UA, offerInstallPrompt, openKit } from '../support/kit-page.ts';
import { CONFIGURED_SITE_URL, decodeQrCode, download, parseContactCard } from '../support/career-kit.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

const INSTALL = { name: 'Install app' } as const;

/** The card carries every contact field of the content, and the site's own address. */
function expectCardOfOwner(text: string) {
  const card = parseContactCard(text);
  expect(card.version).toMatch(/^(3\.0|4\.0)$/);
  expect(card).toMatchObject({ fullName: profile.name, email: profile.email, phone: profile.phone, locality: profile.location });
  const links = [profile.social.linkedin, profile.social.github].filter(Boolean);
  expect(card.urls.map(({ url }) => url)).toEqual(expect.arrayContaining([CONFIGURED_SITE_URL, ...links]));
}

test.describe('install on Chromium', { tag: SAME_FOR_EVERY_OWNER }, () => {
  test("shows only once the browser offers its prompt, calls it on a tap and goes once accepted", async ({ page }) => {
    await page.goto('/');
    const kit = await openKit(page);
    // No prompt from the browser: it cannot install, so nothing is offered.
    await expect(kit.getByRole('button', INSTALL)).toHaveCount(0);

    expect(await offerInstallPrompt(page, 'accepted'), 'the browser’s own banner is held back').toBe(true);
    await kit.getByRole('button', INSTALL).click();
    await expect.poll(() => page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
    await expect(kit.getByRole('button', INSTALL)).toHaveCount(0);
    // Nothing opened on its own along the way.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dismissed prompt is remembered across a reload', async ({ page }) => {
    await page.goto('/');
    const kit = await openKit(page);
    await offerInstallPrompt(page, 'dismissed');
    await kit.getByRole('button', INSTALL).click();
    await expect(kit.getByRole('button', INSTALL)).toHaveCount(0);

    await page.reload();
    await openKit(page);
    await offerInstallPrompt(page, 'accepted');
    await expect(kit.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(kit.getByRole('button', INSTALL)).toHaveCount(0);
  });
});

test.describe('on iPhone Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the install action opens a short how-to: Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    const kit = await openKit(page);
    const install = kit.getByRole('button', INSTALL);
    await install.click();
    const howTo = page.getByRole('dialog', { name: 'Install on your iPhone or iPad' });
    await expect(howTo).toBeVisible();
    await expect(howTo).toContainText('Share');
    await expect(howTo).toContainText('Add to Home Screen');
    await expect(howTo.locator(':focus')).toHaveCount(1);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(howTo).toBeHidden();
    await expect(install).toBeFocused();
  });

  test('nothing is offered when the site already runs installed', { tag: SAME_FOR_EVERY_OWNER }, async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)' ? ({ ...matchMedia(query), matches: true, media: query, addEventListener() {}, removeEventListener() {} } as MediaQueryList) : matchMedia(query);
    });
    await page.goto('/');
    const kit = await openKit(page);
    await expect(kit.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(kit.getByRole('button', INSTALL)).toHaveCount(0);
  });
});

test('Share hands the title, text and site URL to the share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void ((window as { shared?: ShareData[] }).shared ??= []).push(data),
    });
  });
  await page.goto('/');
  const kit = await openKit(page);
  await kit.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as { shared?: ShareData[] }).shared)).toEqual([
    { title: `${profile.name} Portfolio`, text: expect.stringContaining(profile.tagline), url: CONFIGURED_SITE_URL },
  ]);
});

test.describe('without a share sheet', { tag: SAME_FOR_EVERY_OWNER }, () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share copies the link and says so', async ({ page }) => {
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.goto('/');
    const kit = await openKit(page);
    await kit.getByRole('button', { name: 'Share' }).click();
    await expect(kit.getByRole('status')).toHaveText(`Link copied: ${CONFIGURED_SITE_URL}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONFIGURED_SITE_URL);
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the full-screen QR code decodes to the site URL, passes axe and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const kit = await openKit(page);
    const show = kit.getByRole('button', { name: 'Show QR code' });
    await show.click();
    const dialog = page.getByRole('dialog', { name: 'Scan to open this portfolio' });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole('img', { name: /QR code/ });
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Readable where it is held up: at least a third of the smaller side of the screen.
    expect((await code.boundingBox())!.width).toBeGreaterThan(800 / 3);
    // Polled: the dialog fades in, and a half-faded code is not yet readable.
    await expect.poll(() => decodeQrCode(code)).toBe(CONFIGURED_SITE_URL);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(show).toBeFocused();
  });
});

test('the contact card is offered once, in the footer kit, and parses back to the content', async ({ page }) => {
  await page.goto('/');
  // One "save my contact card" on the page: the kit's, not a second link in the contact section.
  await expect(page.locator('a[download][href$=".vcf"]')).toHaveCount(1);
  const kit = await openKit(page);
  const card = await download(page, kit.getByRole('link', { name: /save contact/i }));
  expect(card.name).toMatch(/\.vcf$/);
  expectCardOfOwner(card.text);
});

test.describe('offline at the booth, on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['clipboard-read', 'clipboard-write'] });

  test('the badge says what still works; how-to, QR code, contact card and the share fallback all work', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(/works/i);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(/contact card/i);

    const kit = await openKit(page);
    await kit.getByRole('button', INSTALL).click();
    await expect(page.getByRole('dialog', { name: 'Install on your iPhone or iPad' })).toBeVisible();
    await page.keyboard.press('Escape');

    await kit.getByRole('button', { name: 'Show QR code' }).click();
    const code = page.getByRole('dialog').getByRole('img', { name: /QR code/ });
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Polled: the dialog fades in, and a half-faded code is not yet readable.
    await expect.poll(() => decodeQrCode(code)).toBe(CONFIGURED_SITE_URL);
    await page.keyboard.press('Escape');

    const card = await download(page, kit.getByRole('link', { name: /save contact/i }));
    expectCardOfOwner(card.text);
    const cardHref = (await kit.getByRole('link', { name: /save contact/i }).getAttribute('href'))!;
    const type = await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), cardHref);
    expect(type).toMatch(/^text\/(x-)?vcard/);

    await kit.getByRole('button', { name: 'Share' }).click();
    await expect(kit.getByRole('status')).toHaveText(`Link copied: ${CONFIGURED_SITE_URL}`);
  });
});

test('the installed app: shortcuts to projects, contact and resume open offline; the title bar follows the theme', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
  const shortcuts = manifest.shortcuts as { name: string; url: string }[];
  expect(shortcuts.map(({ name }) => name)).toEqual(['Projects', 'Contact', 'Resume']);

  const themeColor = () => page.locator('meta[name="theme-color"]').getAttribute('content');
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const hex = (rgb: string) => `#${rgb.match(/\d+/g)!.slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
  const before = await themeColor();
  expect(before).toBe(hex(await pageBackground()));
  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  await expect.poll(themeColor).not.toBe(before);
  expect(await themeColor()).toBe(hex(await pageBackground()));

  await context.setOffline(true);
  for (const [name, heading] of [['Projects', pageText.projects.title], ['Contact', pageText.contact.title]] as const) {
    const { url } = shortcuts.find((shortcut) => shortcut.name === name)!;
    // As the app's icon menu opens it: a fresh load of the shortcut's URL.
    await page.goto('about:blank');
    await page.goto(new URL(url, `${baseURL}/`).href);
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeInViewport();
  }
  const resume = new URL(shortcuts.find((shortcut) => shortcut.name === 'Resume')!.url, `${baseURL}/`).href;
  const resumeAnswer = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type') };
  }, resume);
  expect(resumeAnswer).toEqual({ status: 200, type: expect.stringContaining('application/pdf') });
});
