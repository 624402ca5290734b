/**
 * A visitor's page in any engine, watched: every Content-Security-Policy violation it reports
 * (a `securitypolicyviolation` listener) and every console error, so a scenario can require
 * none. Firefox installs the listener before the page's first script (a preload script);
 * WebDriver classic cannot, so in WebKit it joins right after each load, and WebKit's own
 * console line for a blocked load ("Refused to …") covers what came before.
 */
import { expect } from 'vitest';
import type { EnginePage } from './drivers/engine-page';

export interface Visit {
  page: EnginePage;
  /** The site's origin, e.g. `http://127.0.0.1:4173`. */
  site: string;
  goto(path?: string): Promise<void>;
  reload(): Promise<void>;
  /** Violations the page reported, with the console's CSP lines. */
  violations(): Promise<string[]>;
  /** Console errors and uncaught exceptions since the page opened. */
  consoleErrors(): string[];
}

export function listenForViolations(): void {
  const probe = window as unknown as { __violations?: string[] };
  if (probe.__violations) return;
  const seen: string[] = [];
  probe.__violations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`));
}

export function visit(page: EnginePage, site: string): Visit {
  const consoleErrors = () => page.consoleErrors();
  const watch = () => page.evaluate(listenForViolations);
  return {
    page,
    site,
    async goto(path = '/') {
      await page.goto(new URL(path, site).href);
      await watch();
    },
    async reload() {
      await page.reload();
      await watch();
    },
    async violations() {
      const reported = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
      return [...reported, ...consoleErrors().filter((line) => /Content.Security.Policy|Refused to/i.test(line))];
    },
    consoleErrors,
  };
}

/** Polls `read` in the page until `check` passes (vitest's expect inside), or fails with the last reading. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<T> {
  let last: T | undefined;
  const passes = expect
    .poll(
      async () => {
        last = await read();
        try {
          check(last);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .toBe(true);
  // On a timeout, fail with the check's own message about the last reading.
  await passes.catch((error: unknown) => {
    check(last as T);
    throw error;
  });
  return last as T;
}
