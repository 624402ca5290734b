/**
 * The install dialog's screenshots, taken from the owner's own built page: scripts/build.ts
 * calls this after the client build when it finds a Chromium (the manifest lists them only
 * then). Also runs alone on a build: `npx tsx scripts/pwa/capture-screenshots.ts [dist]`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../browsers/find-chromium.ts';
import { serveDist, siteUrl } from '../serve-dist.ts';
import { INSTALL_SCREENSHOTS } from './install-screenshots.ts';

export async function captureInstallScreenshots(outDir: string, executablePath: string): Promise<string[]> {
  // The page lives at the site's base path, which the built manifest's start_url spells.
  const { start_url: base = '/' } = JSON.parse(await readFile(join(outDir, 'manifest.webmanifest'), 'utf8')) as { start_url?: string };
  // Port 0: Vite serves it on one nobody is using now (other builds and test servers may run beside this one).
  const server = await serveDist(0, outDir);
  const { port } = server.httpServer.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const written: string[] = [];
  try {
    await mkdir(join(outDir, 'screenshots'), { recursive: true });
    for (const shot of INSTALL_SCREENSHOTS) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(new URL(base, siteUrl(port)).href, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = join(outDir, shot.file);
      await sharp(await page.screenshot()).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
      written.push(`${shot.file} (${shot.width}x${shot.height})`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { findChromium } = await import('../browsers/find-chromium.ts');
  const outDir = process.argv[2] ?? 'dist';
  for (const line of await captureInstallScreenshots(outDir, findChromium())) console.log(`wrote ${outDir}/${line}`);
}
