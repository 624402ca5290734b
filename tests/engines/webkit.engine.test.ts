import { launchWebKit } from './drivers/webkit-driver';
import { engineSuite } from './engine-suite';
import { ALL_SCENARIOS } from './scenarios/all';

/** WebKitWebDriver's port: E2E_WEBKIT_DRIVER_PORT, else the one after the site's. */
const DRIVER_PORT = Number(process.env.E2E_WEBKIT_DRIVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 6);

engineSuite('webkit', () => launchWebKit(DRIVER_PORT), ALL_SCENARIOS);
