import { findFirefox } from '../../scripts/browsers/find-engines';
import { launchFirefox } from './drivers/firefox-driver';
import { engineSuite, skippedEngine } from './engine-suite';
import { ALL_SCENARIOS } from './scenarios/all';

const firefox = findFirefox();
if ('found' in firefox) engineSuite('firefox', () => launchFirefox(firefox.found.executablePath), ALL_SCENARIOS);
else skippedEngine(firefox.missing);
