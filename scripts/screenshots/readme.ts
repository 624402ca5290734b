/**
 * The README's screenshots: the production build's first screen on a laptop and a phone, in
 * the light and the dark theme, as small WebP files in docs/screenshots/.
 *   npm run screenshots              (builds first)
 *   npm run screenshots -- --no-build --port 4193
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/find-chromium.ts';
import { serveDist, siteUrl } from '../serve-dist.ts';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, port: { type: 'string', default: '4192' } },
});
const OUT_DIR = 'docs/screenshots';
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
] as const;

if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const port = Number(values.port);
const server = await serveDist(port);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const device of DEVICES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ ...device, colorScheme, reducedMotion: 'reduce' });
      // A returning visit, in the web font a first visit leaves to the service worker.
      await page.goto(siteUrl(port), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await page.reload({ waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = `${OUT_DIR}/${device.name}-${colorScheme}.webp`;
      await sharp(await page.screenshot()).webp({ quality: 80 }).toFile(file);
      console.log(`wrote ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
