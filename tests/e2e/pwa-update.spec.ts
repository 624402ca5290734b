import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import { serveDist, siteUrl } from '../../scripts/serve-dist';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorkerControl } from '../support/service-worker';

const NEXT_VERSION = '9.9.9-update-test';
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

let siteDir: string;
let server: PreviewServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  // A second build with different content, as a new deployment would be.
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', 'dist-update', '--ssr-out', '.ssr-update'], {
    env: { ...process.env, APP_VERSION: NEXT_VERSION },
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  siteDir = await mkdtemp(join(tmpdir(), 'portfolio-site-'));
  await cp('dist', siteDir, { recursive: true });
  server = await serveDist(PORT, siteDir);
});

test.afterAll(async () => {
  await server?.close();
  await rm(siteDir, { recursive: true, force: true });
});

test('a new deployment is offered, and accepting it shows the new version', async ({ page }) => {
  await page.goto(siteUrl(PORT));
  await waitForServiceWorkerControl(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('v1.0.0');

  // Deploy: the new build replaces the old files on the server.
  await rm(siteDir, { recursive: true, force: true });
  await cp('dist-update', siteDir, { recursive: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // Until accepted, the open page stays whole on the old version.
  await expect(footer).toContainText('v1.0.0');

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('contentinfo')).toContainText(`v${NEXT_VERSION}`, { timeout: 20_000 });
  const caches = await page.evaluate(async () => (await globalThis.caches.keys()).length);
  expect(caches).toBe(1);
});
