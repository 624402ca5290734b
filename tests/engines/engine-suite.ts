/**
 * One engine's run: the production build served once (`dist/`, as `npm run preview` serves it),
 * one browser, a fresh fake email provider and a fresh visitor per scenario, and every page
 * watched for Content-Security-Policy violations.
 */
import type { PreviewServer } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { MissingEngine } from '../../scripts/browsers/find-engines.ts';
import { serveDist } from '../../scripts/serve-dist.ts';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider.ts';
import type { Engine, EngineName, PageOptions } from './drivers/engine-page.ts';
import { skipLine } from './engines-present.ts';
import { visit, watchPage, type Visit } from './visit.ts';

const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8787);
/** The build served: dist/, or one made to send to this run's provider (E2E_DIST, as `npm test` does). */
const DIST = process.env.E2E_DIST ?? 'dist';

export type Theme = 'light' | 'dark';

interface OpenOptions extends Omit<PageOptions, 'preload'> {
  width: number;
  height: number;
  /** Saved as the visitor's choice before the page is shown (the page's own storage key). */
  theme?: Theme;
  /** Where to land, e.g. `/#contact` (default `/`). */
  path?: string;
}

interface ScenarioContext {
  engine: EngineName;
  provider: FakeProvider;
  /** A fresh visitor at this size: no storage, no service worker yet. */
  open(options: OpenOptions): Promise<Visit>;
  /** Stops the static server (the network is gone for the site) and brings it back. */
  site: { stop(): Promise<void>; start(): Promise<void> };
}

/** A scenario; with `skipped`, the one-line reason it cannot run on this site (it is then listed as skipped). */
export type Scenario = [name: string, run: (context: ScenarioContext) => Promise<void>, skipped?: string];

export function engineSuite(name: EngineName, launch: () => Promise<Engine>, scenarios: Scenario[]): void {
  describe(name, () => {
    let engine: Engine;
    let server: PreviewServer | null = null;
    let provider: FakeProvider;
    const opened: Visit[] = [];
    const site = {
      async start() {
        server ??= await serveDist(SITE_PORT, DIST);
      },
      async stop() {
        await server?.close();
        server = null;
      },
    };

    beforeAll(async () => {
      await site.start();
      engine = await launch();
    });
    afterAll(async () => {
      await engine?.close();
      await site.stop();
    });
    beforeEach(async () => {
      provider = await startFakeProvider({ port: PROVIDER_PORT });
    });
    afterEach(async () => {
      // No scenario may cause a violation of the page's policy, whatever it does.
      const violations = await Promise.all(opened.map((visited) => visited.violations().catch(() => [])));
      await Promise.allSettled(opened.splice(0).map((visited) => visited.page.close()));
      await provider.close();
      await site.start();
      expect(violations.flat()).toEqual([]);
    });

    const open = async ({ width, height, theme, path = '/', ...options }: OpenOptions): Promise<Visit> => {
      const page = await engine.newPage({ ...options, preload: watchPage });
      const visited = visit(page, `http://127.0.0.1:${SITE_PORT}`);
      opened.push(visited);
      await page.setViewport(width, height);
      if (theme) {
        // Saved from a file of the site that runs no script, so no load of the page is cut short.
        await visited.goto('/robots.txt');
        await page.evaluate((scheme) => localStorage.setItem('theme', scheme), theme);
      }
      await visited.goto(path);
      return visited;
    };

    for (const [title, run, skipped] of scenarios) {
      if (skipped) test.skip(title, () => {});
      else test(title, () => run({ engine: name, provider, open, site }));
    }
  });
}

/**
 * An engine this machine lacks: its scenarios are skipped under one line saying what is missing
 * and how to add it (engines-present.ts prints it, and fails the run instead when CI is set).
 */
export function skippedEngine(missing: MissingEngine): void {
  describe.skip(missing.engine, () => {
    test(skipLine(missing), () => {});
  });
}
