/**
 * Which Chromium the browser tests and the build's install screenshots drive: $CHROMIUM_PATH,
 * else a system Chrome or Chromium (PATH, or the usual install folder on macOS and Windows),
 * else Playwright's own download (`npx playwright install chromium`, which pretest runs where
 * there is none). Where there is none, say exactly how to get one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { hostSystem, onPath } from './find-engines.ts';

const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const INSTALLED = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ...(process.env.LOCALAPPDATA ? [join(process.env.LOCALAPPDATA, 'Google', 'Chrome', 'Application', 'chrome.exe')] : []),
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const system = onPath(ON_PATH) ?? INSTALLED.find((path) => existsSync(path));
  if (system) return system;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of these, then run the tests again:',
      ...(hostSystem() === 'debian' ? ['  - sudo apt-get install -y chromium'] : []),
      "  - with internet: npx playwright install chromium (Playwright's own build)",
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable',
    ].join('\n'),
  );
}

/** The Chromium findChromium finds, or null where there is none (the caller says what it does without). */
export function chromiumIfAny(): string | null {
  try {
    return findChromium();
  } catch {
    return null;
  }
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
