import { findFirefox } from '../../scripts/browsers/find-engines.ts';
import { launchFirefox } from './drivers/firefox-driver.ts';
import { engineSuite, skippedEngine } from './engine-suite.ts';
import { ALL_SCENARIOS } from './scenarios/all.ts';

const firefox = findFirefox();
if ('found' in firefox) engineSuite('firefox', () => launchFirefox(firefox.found.executablePath), ALL_SCENARIOS);
else skippedEngine(firefox.missing);
