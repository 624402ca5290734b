/**
 * The page's one inline script (bundled into a small classic script and inlined into index.html's
 * <head> by scripts/vite/inline-script.ts): what must work before any module, from the first
 * paint, in this order. Its imports are checked by lint (no React, Mantine, sections or features)
 * and its size by the build. docs/architecture.md shows where it sits in the page's start.
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { startFirstResponse } from './first-response.ts';
import { captureInstallPrompt } from './install-capture.ts';
import { holdIslandsUntilLive } from './islands-before-live.ts';
import { startLanguageSwitch } from './language-switch.ts';
import { startWebFont } from './web-font.ts';

const BEFORE_FIRST_PAINT = [
  startLanguageSwitch, // the installed app leaves for the language last chosen; the switch keeps the section
  captureInstallPrompt, // the browser's install offer can come before any island is live
  startFirstResponse, // theme before paint; the header, menu, offline badge and year answer
  holdIslandsUntilLive, // islands are asked for; their taps and submits are held until live
  startWebFont, // the web font only where the service worker already has it
];

for (const job of BEFORE_FIRST_PAINT) job();
afterFirstPaint();
