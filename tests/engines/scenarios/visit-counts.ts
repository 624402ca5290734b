/**
 * Visit counts in this engine: a published build that counts (COUNT_BUILD, served on its own
 * port) sends one view to the fake GoatCounter, its one image request allowed by the page's
 * policy (the suite fails a scenario on any violation).
 */
import { expect } from 'vitest';
import { startFakeGoatCounter } from '../../support/fake-goatcounter.ts';
import { serveUnderPath } from '../../support/subpath-server.ts';
import { COUNT_BUILD, COUNT_PORT, COUNTER_PORT, ensureBuild } from '../../support/test-build.ts';
import type { Scenario } from '../engine-suite.ts';
import { eventually } from '../visit.ts';

export const visitCountScenarios: Scenario[] = [
  [
    'a published build that counts sends one view of the page, once shown',
    async ({ open }) => {
      ensureBuild(COUNT_BUILD);
      const site = await serveUnderPath(COUNT_BUILD.dir, '/', COUNT_PORT);
      const counter = await startFakeGoatCounter(COUNTER_PORT);
      try {
        const visit = await open({ width: 1280, height: 800 });
        await visit.page.goto(`http://127.0.0.1:${COUNT_PORT}/`);
        await eventually(async () => counter.hits(), (hits) => expect(hits).toEqual(['view /']), 20_000);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(counter.hits()).toEqual(['view /']);
        expect(counter.requests[0]!.headers.cookie).toBeUndefined();
      } finally {
        await counter.close();
        await site.close();
      }
    },
  ],
];
