/** Every scenario, in the order each engine runs them. */
import type { Scenario } from '../engine-suite';
import { careerKitScenarios } from './career-kit';
import { contactScenarios } from './contact';
import { galleryScenarios } from './gallery';
import { languageScenarios } from './languages';
import { navigationScenarios } from './navigation';
import { offlineScenarios } from './offline';
import { pageScenarios } from './page';
import { visitCountScenarios } from './visit-counts';

export const ALL_SCENARIOS: Scenario[] = [
  ...pageScenarios,
  ...navigationScenarios,
  ...galleryScenarios,
  ...contactScenarios,
  ...offlineScenarios,
  ...careerKitScenarios,
  ...languageScenarios,
  ...visitCountScenarios,
];
