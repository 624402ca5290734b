/**
 * The Chromium the Playwright suites drive (playwright.config.ts, the install spec): a test's
 * choice, beside the product's findChromium() in scripts/browsers/find-chromium.ts.
 */
import { findChromium } from '../../scripts/browsers/find-chromium.ts';
import { onPath } from '../../scripts/browsers/find-engines.ts';

/**
 * The Chromium the Playwright suites drive: $CHROMIUM_PATH, else Chromium's headless shell where
 * it is installed (Debian's chromium-headless-shell, which pretest adds), else findChromium().
 * The shell is the same Blink and V8 without the browser around them, and the headless build
 * Playwright itself uses: the Chromium suite needs a third of the CPU it needs in the full
 * browser, which on two cores is the time of every test beside it. Its text is drawn a pixel
 * apart from the full browser's, so the visual baselines are the shell's. The build's install
 * screenshots and the workshop's tools keep findChromium(): what they draw is what visitors see.
 */
export function findTestChromium(): string {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return onPath(['chromium-headless-shell']) ?? findChromium();
}
