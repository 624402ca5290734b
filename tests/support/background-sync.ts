/**
 * For the specs whose path runs through Background Sync (a queued message delivered by the
 * service worker): the full Chromium, as a visitor's Chrome has it. The headless shell the rest
 * of the suite drives (findTestChromium) refuses it: "Background Sync is disabled".
 */
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers/find-chromium.ts';

export const WITH_BACKGROUND_SYNC = { launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } };
