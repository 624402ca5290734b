import { launchFirefox } from './drivers/firefox-driver';
import { engineSuite } from './engine-suite';
import { ALL_SCENARIOS } from './scenarios/all';

engineSuite('firefox', launchFirefox, ALL_SCENARIOS);
