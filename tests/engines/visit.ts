/**
 * A visitor's page in any engine, watched: every Content-Security-Policy violation it reports
 * (a `securitypolicyviolation` listener), every uncaught error or rejection and every
 * `console.error`, so a scenario can require none. Firefox installs the watch before the
 * page's first script (a preload script) and also reports the console over BiDi; WebDriver
 * classic can do neither, so in WebKit the watch joins right after each load: what fails
 * earlier shows in what the scenarios check (the islands must come alive).
 */
import { expect } from 'vitest';
import type { EnginePage } from './drivers/engine-page.ts';

export interface Visit {
  page: EnginePage;
  /** The site's origin, e.g. `http://127.0.0.1:4173`. */
  site: string;
  goto(path?: string): Promise<void>;
  reload(): Promise<void>;
  /** Violations the page reported, with the console's CSP lines. */
  violations(): Promise<string[]>;
  /** Console errors and uncaught errors since the page opened. */
  consoleErrors(): Promise<string[]>;
}

/** Runs in the page: records violations and errors in `window.__pageProblems`. */
export function watchPage(): void {
  const probe = window as unknown as { __pageProblems?: { violations: string[]; errors: string[] } };
  if (probe.__pageProblems) return;
  const problems = { violations: [] as string[], errors: [] as string[] };
  probe.__pageProblems = problems;
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`),
  );
  window.addEventListener('error', (event) => problems.errors.push(`${event.message} (${event.filename}:${event.lineno})`));
  window.addEventListener('unhandledrejection', (event) => problems.errors.push(`Unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
}

type Problems = { violations: string[]; errors: string[] };
const readProblems = () => (window as unknown as { __pageProblems?: Problems }).__pageProblems ?? { violations: [], errors: [] };

export function visit(page: EnginePage, site: string): Visit {
  const watch = () => page.evaluate(watchPage);
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
      const { violations } = await page.evaluate(readProblems);
      return [...violations, ...page.consoleErrors().filter((line) => /Content.Security.Policy/i.test(line))];
    },
    async consoleErrors() {
      const { errors } = await page.evaluate(readProblems);
      return [...new Set([...page.consoleErrors(), ...errors])];
    },
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
