/** Every scenario, in the order each engine runs them. */
import type { Scenario } from '../engine-suite.ts';
import { careerKitScenarios } from './career-kit.ts';
import { caseStudyScenarios } from './case-studies.ts';
import { contactScenarios } from './contact.ts';
import { galleryScenarios } from './gallery.ts';
import { languageScenarios } from './languages.ts';
import { navigationScenarios } from './navigation.ts';
import { offlineScenarios } from './offline.ts';
import { pageScenarios } from './page.ts';
import { visitCountScenarios } from './visit-counts.ts';

export const ALL_SCENARIOS: Scenario[] = [
  ...pageScenarios,
  ...navigationScenarios,
  ...galleryScenarios,
  ...contactScenarios,
  ...offlineScenarios,
  ...careerKitScenarios,
  ...languageScenarios,
  ...visitCountScenarios,
  ...caseStudyScenarios,
];
