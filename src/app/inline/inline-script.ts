/**
 * The inline script of <head> (bundled into a small classic script and inlined into index.html
 * by scripts/vite/inline-script.ts): what the first paint needs, and only that, for every byte
 * here is in the first screen's budget (scripts/vite/first-screen-budget.ts). The rest of the page's
 * start before any module follows the first screen (after-first-screen.ts). Its imports are
 * checked by lint (no React, Mantine, sections or features) and its size by the build.
 * docs/architecture.md shows where it sits in the page's start.
 */
import { markMissingPopover } from './first-response.ts';
import { openLanguageLastChosen } from './language-switch.ts';
import { skipOffscreenFromStart } from './offscreen-sections.ts';
import { setThemeBeforePaint } from './theme-switch.ts';
import { startWebFont } from './web-font.ts';

const BEFORE_FIRST_PAINT = [
  openLanguageLastChosen, // the installed app leaves for the language last chosen before painting this one
  setThemeBeforePaint, // the theme the visitor chose, or the system's
  markMissingPopover, // without the popover API, the closed menu is hidden by CSS that reads this mark
  startWebFont, // the web font only where the service worker already has it
  skipOffscreenFromStart, // the sections below the first screen render as they near it (unless the visit opens at one)
];

for (const job of BEFORE_FIRST_PAINT) job();
