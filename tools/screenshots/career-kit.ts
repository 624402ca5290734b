/**
 * Screenshots of each piece of the career-fair kit, on a phone (390 px) and a laptop (1280 px),
 * light and dark, into docs/screenshots/career-kit/ (WebP). Needs a build (`npm run build`):
 *   npm run screenshots:kit [-- --port 4194]
 * The browser is told it can install (a synthetic prompt) or is iOS Safari, as each shot needs.
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { serveDist, siteUrl } from '../../scripts/serve-dist.ts';
import { IPHONE_SAFARI_UA, offerInstallPrompt, openKit } from '../../tests/support/kit-page.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4194' } } });
const OUT_DIR = 'docs/screenshots/career-kit';
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
type Device = keyof typeof WIDTHS;

/** Each piece: how to get there, and what to capture (a part of the page, or the screen). */
const PIECES: { name: string; ios?: boolean; offline?: boolean; show: (page: Page) => Promise<'screen' | Locator> }[] = [
  {
    name: 'install-action',
    show: async (page) => {
      const kit = await openKit(page);
      await offerInstallPrompt(page, 'accepted');
      await kit.getByRole('button', { name: 'Install app' }).waitFor();
      return kit;
    },
  },
  {
    name: 'ios-how-to',
    ios: true,
    show: async (page) => {
      await (await openKit(page)).getByRole('button', { name: 'Install app' }).click();
      return 'screen';
    },
  },
  {
    name: 'share-confirmation',
    show: async (page) => {
      const kit = await openKit(page);
      await kit.getByRole('button', { name: 'Share' }).click();
      await kit.getByText('Link copied').waitFor();
      return kit;
    },
  },
  {
    name: 'qr-full-screen',
    show: async (page) => {
      await (await openKit(page)).getByRole('button', { name: 'Show QR code' }).click();
      return 'screen';
    },
  },
  { name: 'vcard-link', show: async (page) => page.locator('#contact').getByText('Contact card').locator('xpath=ancestor::li').first() },
  {
    name: 'offline-badge',
    offline: true,
    show: async (page) => {
      await page.getByTestId('offline-indicator').waitFor();
      return page.locator('#root > header');
    },
  },
];
type Locator = ReturnType<Page['locator']>;

async function shoot(browser: Browser, url: string, device: Device, colorScheme: 'light' | 'dark', piece: (typeof PIECES)[number]) {
  const context = await browser.newContext({
    viewport: WIDTHS[device],
    deviceScaleFactor: device === 'phone' ? 2 : 1,
    colorScheme,
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
    ...(piece.ios ? { userAgent: IPHONE_SAFARI_UA, isMobile: device === 'phone', hasTouch: true } : {}),
  });
  // tsx keeps function names with a `__name` helper that page.evaluate's code lacks in the page.
  await context.addInitScript('window.__name = (fn) => fn');
  const page = await context.newPage();
  // A returning visit, in the web font a first visit leaves to the service worker.
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.reload();
  if (piece.offline) await context.setOffline(true);
  await page.evaluate(() => document.fonts.ready);
  const target = await piece.show(page);
  await page.waitForTimeout(400); // dialogs fade in, even with reduced motion
  const png = target === 'screen' ? await page.screenshot() : await target.screenshot();
  const file = `${OUT_DIR}/${piece.name}-${device}-${colorScheme}.webp`;
  await sharp(png).webp({ quality: 82 }).toFile(file);
  console.log(`wrote ${file}`);
  await context.close();
}

const port = Number(values.port);
const server = await serveDist(port);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const piece of PIECES) {
    for (const device of Object.keys(WIDTHS) as Device[]) {
      for (const colorScheme of ['light', 'dark'] as const) await shoot(browser, siteUrl(port), device, colorScheme, piece);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
