/** The inline <script> itself (scripts/vite/inline-boot-script.ts): starts the first responses. */
import { startFirstResponse } from './first-response';
import { holdEarlySubmits } from './held-submit';
import { captureInstallPrompt } from './install-capture';
import { followThemeColor } from './theme-color';
import { startWebFont } from './web-font';

// First, so the title bar follows the theme that startFirstResponse sets before paint.
followThemeColor();
captureInstallPrompt();
startFirstResponse();
holdEarlySubmits();
startWebFont();
