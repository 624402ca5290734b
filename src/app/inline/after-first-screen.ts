/**
 * The inline script that follows the first screen (bundled like <head>'s, inline-script.ts, and
 * placed at the page's seam by scripts/vite/first-screen.ts, before the link to the whole
 * stylesheet, so it runs as soon as it arrives and never waits for that): the rest of what must
 * work before any module, for the header and the sections after it, in this order. Its imports
 * are checked by lint and its size by the build, as <head>'s are.
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { startFirstResponse } from './first-response.ts';
import { captureInstallPrompt } from './install-capture.ts';
import { holdIslandsUntilLive } from './islands-before-live.ts';
import { startLanguageSwitch } from './language-switch.ts';
import { markFormsPeopleTouch } from './person-mark.ts';
import { startThemeSwitch } from './theme-switch.ts';

const AFTER_FIRST_SCREEN = [
  startLanguageSwitch, // a click on the switch adds the section in view and keeps the choice
  captureInstallPrompt, // the browser's install offer, which follows the manifest link after the first paint
  startThemeSwitch, // the toggle flips the theme; the page follows the system and other tabs
  startFirstResponse, // the header, menu, offline badge and year answer
  markFormsPeopleTouch, // a form a person touched is marked (before the hold, which may stop a click), for the contact form's bot check
  holdIslandsUntilLive, // islands are asked for; their taps and submits are held until live
];

for (const job of AFTER_FIRST_SCREEN) job();
afterFirstPaint();
