import { findWebKit } from '../../scripts/browsers/find-engines.ts';
import { launchWebKit } from './drivers/webkit-driver.ts';
import { engineSuite, skippedEngine } from './engine-suite.ts';
import { ALL_SCENARIOS } from './scenarios/all.ts';

/** WebKitWebDriver's port: E2E_WEBKIT_DRIVER_PORT, else the one after the site's. */
const DRIVER_PORT = Number(process.env.E2E_WEBKIT_DRIVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 6);

const webkit = findWebKit();
if ('found' in webkit) engineSuite('webkit', () => launchWebKit(DRIVER_PORT, webkit.found), ALL_SCENARIOS);
else skippedEngine(webkit.missing);
