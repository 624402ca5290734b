/**
 * Firefox as Debian ships it (firefox-esr), driven over WebDriver BiDi, which Firefox speaks
 * itself: puppeteer-core launches it (no driver download). One browser for the run; each page
 * lives in a user context of its own, with its own storage and service workers.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Engine, EnginePage, PageFunction, PageOptions } from './engine-page';

const FIREFOXES = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'];

export function findFirefox(): string {
  const path = process.env.FIREFOX_PATH ?? FIREFOXES.find((candidate) => existsSync(candidate));
  if (!path) throw new Error('No Firefox found: on Debian/Ubuntu, sudo apt-get install -y firefox-esr (or set FIREFOX_PATH).');
  return path;
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    // Quiet and local: no update checks or telemetry calls home during a test run.
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false },
  });
  return {
    name: 'firefox',
    async newPage(options: PageOptions = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent });
      if (options.preload) await page.evaluateOnNewDocument(options.preload);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      return firefoxPage(page, errors, () => context.close());
    },
    close: () => browser.close(),
  };
}

function firefoxPage(page: Page, errors: string[], closeContext: () => Promise<void>): EnginePage {
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    setViewport: (width, height) => page.setViewport({ width, height }),
    evaluate: <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
      page.evaluate(fn as (...a: unknown[]) => R | Promise<R>, ...args) as Promise<R>,
    async click(selector) {
      const element = await page.waitForSelector(selector, { timeout: 5_000 });
      await element!.click();
    },
    async type(selector, text) {
      const element = await page.waitForSelector(selector, { timeout: 5_000 });
      await element!.type(text);
    },
    press: (key) => page.keyboard.press(key),
    async wheel(deltaY) {
      const { width } = page.viewport() ?? { width: 800 };
      await page.mouse.move(width / 2, 32);
      await page.mouse.wheel({ deltaY });
    },
    consoleErrors: () => [...errors],
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: closeContext,
  };
}
