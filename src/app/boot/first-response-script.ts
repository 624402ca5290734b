/** The inline <script> itself (scripts/vite/inline-boot-script.ts): starts the first responses. */
import { startFirstResponse } from './first-response';
import { holdEarlySubmits } from './held-submit';
import { startWebFont } from './web-font';

startFirstResponse();
holdEarlySubmits();
startWebFont();
