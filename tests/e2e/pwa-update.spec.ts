import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { PreviewServer } from 'vite';
import { serveDist, siteUrl } from '../../scripts/serve-dist.ts';
import { siteCaseStudies } from '../../scripts/case-studies/case-study-pages.ts';
import { pagePathOf } from '../../src/lib/languages/site-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { loadWholePage } from '../support/a11y.ts';
import { contactForm } from '../support/contact-form.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { ensureBuild, UPDATE_BUILD, UPDATE_VERSION } from '../support/test-build.ts';

const FIRST_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const NEXT_VERSION = UPDATE_VERSION;
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

let siteDir: string;
let server: PreviewServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  // A second build with different content, as a new deployment would be.
  ensureBuild(UPDATE_BUILD);
  siteDir = await mkdtemp(join(tmpdir(), 'portfolio-site-'));
  server = await serveDist(PORT, siteDir);
});

/** The server's files become `dist`'s: a deployment. */
async function deploy(dist: string) {
  await rm(siteDir, { recursive: true, force: true });
  await cp(dist, siteDir, { recursive: true });
}

test.beforeEach(() => deploy('dist'));

test.afterAll(async () => {
  await server?.close();
  await rm(siteDir, { recursive: true, force: true });
});

// The page's version is in <meta name="version">: the footer shows nothing internal.
const pageVersion = (page: Page) => page.locator('meta[name="version"]');

/** The new build deployed while the page is open: the page finds it and offers it. */
async function offerUpdate(page: Page) {
  await deploy('dist-update');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  return prompt;
}

test('a new deployment is offered, and accepting it shows the new version', async ({ page }) => {
  await page.goto(siteUrl(PORT));
  await waitForServiceWorkerControl(page);
  await expect(pageVersion(page)).toHaveAttribute('content', FIRST_VERSION);

  const prompt = await offerUpdate(page);
  // Until accepted, the open page stays whole on the old version.
  await expect(pageVersion(page)).toHaveAttribute('content', FIRST_VERSION);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(pageVersion(page)).toHaveAttribute('content', NEXT_VERSION, { timeout: 20_000 });
  const caches = await page.evaluate(async () => (await globalThis.caches.keys()).length);
  expect(caches).toBe(1);
});

test('a case study open when a new deployment arrives is offered it too, and reloads as itself in the new version', async ({ page }) => {
  const study = siteCaseStudies()[0];
  test.skip(!study, 'the site has no case study');
  const address = `${siteUrl(PORT)}${pagePathOf(study!.language)}projects/${study!.slug}/`;
  await page.goto(address);
  await waitForServiceWorkerControl(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const prompt = await offerUpdate(page);
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(pageVersion(page)).toHaveAttribute('content', NEXT_VERSION, { timeout: 20_000 });
  expect(page.url()).toBe(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
});

test('an accepted update never reloads a form holding unsent text: it waits until the form is emptied', async ({ page }) => {
  // The page's parts (islands, lazy images) loaded first, as a visitor who scrolled through it
  // has them. Accepted while the old worker is still answering the page's requests, Chromium
  // stops that worker, it starts again for the next request, and the switch then waits out
  // Chromium's five-minute limit for a busy old worker (measured: 308 s, about one run in eight
  // when the Reload came within half a second of the scroll that loads the contact island).
  await loadWholePage(page, siteUrl(PORT));
  await waitForServiceWorkerControl(page);
  const prompt = await offerUpdate(page);

  // A message half-typed, then the update accepted (or accepted first and the switch comes
  // minutes later, after the old worker's slow send: the same moment for the page).
  const form = contactForm(page);
  await form.message.fill('Half a message, not sent yet');
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  // Rejects ("context destroyed… navigation") if the page reloads before the new worker takes over.
  const newWorkerInControl = page.evaluate(() => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })));
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await newWorkerInControl;
  await page.waitForTimeout(3000);
  expect(reloads, 'the page is not reloaded while the form holds text').toEqual([]);
  await expect(form.message).toHaveValue('Half a message, not sent yet');
  await expect(pageVersion(page)).toHaveAttribute('content', FIRST_VERSION);

  // Emptied (or sent: the form clears itself), the page takes the new version.
  await form.message.fill('');
  await expect(pageVersion(page)).toHaveAttribute('content', NEXT_VERSION, { timeout: 20_000 });
});
