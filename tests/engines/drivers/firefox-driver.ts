/**
 * Firefox (Debian's firefox-esr, or any installed Firefox), driven over WebDriver BiDi, which Firefox speaks
 * itself: puppeteer-core launches it (no driver download). One browser for the run; each page
 * lives in a user context of its own, with its own storage and service workers.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import type { Engine, EnginePage, PageFunction, PageOptions } from './engine-page.ts';

/** `executablePath` as scripts/browsers/find-engines.ts found it. */
export async function launchFirefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
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
