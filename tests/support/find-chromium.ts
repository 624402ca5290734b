/**
 * Which Chromium the browser tests drive: $CHROMIUM_PATH, else the system's, else
 * Playwright's own download. Where there is none, say exactly how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  if (system) return system;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of these, then run the tests again:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      "  - anywhere with internet: npx playwright install chromium (Playwright's own build)",
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable',
    ].join('\n'),
  );
}

/** Flags for a quiet, reproducible headless run (no calls home, works as root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
