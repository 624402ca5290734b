import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { profile as owner } from '../../src/content/profile.ts';
import { expect, test } from '../support/fixtures.ts';
import { CHROMIUM_ARGS } from '../../scripts/browsers/find-chromium.ts';
import { findTestChromium } from '../support/test-chromium.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

test('Chromium finds the app installable, with the manifest fields a rich install dialog needs', async ({ baseURL }) => {
  // Installability is only reported outside incognito, hence a persistent profile.
  const profile = await mkdtemp(join(tmpdir(), 'portfolio-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);

    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
      .toEqual([]);

    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data);
    expect(manifest).toMatchObject({
      id: '/',
      name: `${owner.name} Portfolio`,
      short_name: owner.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
      description: expect.stringMatching(/.{20,}/),
    });
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    const formFactors = (manifest.screenshots as { form_factor: string }[]).map((shot) => shot.form_factor);
    expect(formFactors).toEqual(expect.arrayContaining(['wide', 'narrow']));

    for (const asset of [...icons.map((icon) => icon.src), ...manifest.screenshots.map((shot: { src: string }) => shot.src)]) {
      const response = await page.request.get(new URL(asset, `${baseURL}/`).href);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(new URL(appleIcon!, `${baseURL}/`).href)).status()).toBe(200);
    // The tab icon is a bitmap: an SVG favicon costs every load an SVG document on the page's
    // main thread (scripts/vite/pwa-options.ts).
    const tabIcons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(tabIcons).toHaveLength(1);
    const tabIcon = await page.request.get(tabIcons[0]!);
    expect(tabIcon.status()).toBe(200);
    expect(tabIcon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
