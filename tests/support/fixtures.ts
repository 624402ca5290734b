/**
 * Playwright fixtures: every test gets its own fake email provider on the port the build
 * sends to (127.0.0.1:8787), started before the test and closed after it.
 */
import { test as base } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from './fake-provider.ts';

export const test = base.extend<{ provider: FakeProvider }>({
  provider: async ({}, use) => {
    const provider = await startFakeProvider({ port: Number(process.env.E2E_PROVIDER_PORT ?? 8787) });
    await use(provider);
    await provider.close();
  },
});

export { expect } from '@playwright/test';
