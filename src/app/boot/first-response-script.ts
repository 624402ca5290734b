/** The inline <script> itself (scripts/vite/inline-boot-script.ts): starts the first responses. */
import { afterFirstPaint, releaseHeldTags } from './after-first-paint';
import { startFirstResponse } from './first-response';
import { holdEarlySubmits } from './held-submit';
import { captureInstallPrompt } from './install-capture';
import { skipOffscreenSections } from './offscreen-sections';
import { startWebFont } from './web-font';

captureInstallPrompt();
startFirstResponse();
holdEarlySubmits();
startWebFont();
afterFirstPaint(() => {
  releaseHeldTags();
  skipOffscreenSections();
});
