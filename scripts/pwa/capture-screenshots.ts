/**
 * The install dialog's screenshots (manifest `screenshots`): the built site captured at a
 * desktop and a phone size. Run after `npm run build` whenever the page's look changes:
 *   npx tsx scripts/pwa/capture-screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/find-chromium.ts';
import { serveDist, siteUrl } from '../serve-dist.ts';

const SHOTS = [
  { file: 'public/screenshots/wide.png', width: 1280, height: 800 },
  { file: 'public/screenshots/narrow.png', width: 390, height: 844 },
];

const PORT = 4191;
const server = await serveDist(PORT);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await mkdir('public/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    await page.goto(siteUrl(PORT), { waitUntil: 'networkidle' });
    const png = await page.screenshot();
    await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(shot.file);
    console.log(`wrote ${shot.file} (${shot.width}x${shot.height})`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
