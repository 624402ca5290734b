import { findWebKit } from '../../scripts/browsers/find-engines';
import { launchWebKit } from './drivers/webkit-driver';
import { engineSuite, skippedEngine } from './engine-suite';
import { ALL_SCENARIOS } from './scenarios/all';

/** WebKitWebDriver's port: E2E_WEBKIT_DRIVER_PORT, else the one after the site's. */
const DRIVER_PORT = Number(process.env.E2E_WEBKIT_DRIVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 6);

const webkit = findWebKit();
if ('found' in webkit) engineSuite('webkit', () => launchWebKit(DRIVER_PORT, webkit.found), ALL_SCENARIOS);
else skippedEngine(webkit.missing);
