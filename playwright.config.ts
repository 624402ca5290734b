import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/browsers/find-chromium.ts';
import { findTestChromium } from './tests/support/test-chromium.ts';

// E2E_PORT / E2E_PROVIDER_PORT let two checkouts run their suites side by side; the build
// must then send to the same provider port (VITE_EMAILJS_ORIGIN), which `npm test` leaves alone.
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

/**
 * End-to-end tests against the production build (`npm run build` first), service worker
 * included. One worker: the fake email provider listens on the fixed port the build targets.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One more try, as the engine scenarios have: `npm test` runs six browsers on two cores, and a
  // page starved of frames for minutes is the machine, not the site. A broken behaviour fails
  // both tries; one that passes on its second is listed as flaky in the output.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    // No trace by default: 'retain-on-failure' records every test to keep a failing one's, and
    // that recording was a third of the suite's CPU. To trace a failure, run its spec again with
    // `--trace on` and open it with `npx playwright show-trace`.
    trace: 'off',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS } } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${SITE_PORT} --strictPort`,
    url: SITE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
