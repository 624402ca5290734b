/**
 * The README's screenshots: the production build's first screen on a laptop and a phone, in
 * the light and the dark theme, as small WebP files in docs/screenshots/.
 *   npm run screenshots              (builds first)
 *   npm run screenshots -- --no-build --port 4193
 *   npm run screenshots -- --no-build --dist /tmp/other-dist --out /tmp/shots --full-page
 *
 * Each shot is a cold first visit, as a recruiter following a link gets it: a new browser
 * context (no service worker, no HTTP cache, no saved font), the page waited on until its fonts
 * are in. `--full-page` adds the whole page below the first screen (`*-full.webp`).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';
import { serveDist, siteUrl } from '../../scripts/serve-dist.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4192' },
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'docs/screenshots' },
    'full-page': { type: 'boolean', default: false },
  },
});
const OUT_DIR = values.out;
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
] as const;

if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const port = Number(values.port);
const server = await serveDist(port, values.dist);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const device of DEVICES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      // A context of its own: nothing cached, no service worker, as on a first visit.
      const context = await browser.newContext({ ...device, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(siteUrl(port), { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = `${OUT_DIR}/${device.name}-${colorScheme}.webp`;
      await sharp(await page.screenshot()).webp({ quality: 80 }).toFile(file);
      console.log(`wrote ${file}`);
      if (values['full-page']) {
        // Scrolled through once so every lazy photo and island is drawn, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // Sections skipped while off screen (content-visibility) would be blank in one tall shot.
        await page.evaluate(() => {
          for (const section of document.querySelectorAll<HTMLElement>('#main > section')) section.style.contentVisibility = 'visible';
        });
        const full = `${OUT_DIR}/${device.name}-${colorScheme}-full.webp`;
        // WebP stops at 16383 px: a phone's full page at 2× is taller, so it is halved.
        const shot = sharp(await page.screenshot({ fullPage: true }));
        const { height = 0 } = await shot.metadata();
        await (height > 16_000 ? shot.resize({ height: 16_000 }) : shot).webp({ quality: 70 }).toFile(full);
        console.log(`wrote ${full}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
