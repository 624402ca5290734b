/** Every scenario, in the order each engine runs them. */
import type { Scenario } from '../engine-suite';
import { pageScenarios } from './page';

export const ALL_SCENARIOS: Scenario[] = [...pageScenarios];
