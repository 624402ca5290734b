import { describe, expect, it, vi } from 'vitest';

async function freshHydration() {
  vi.resetModules();
  return import('./page-hydration');
}

describe('page hydration', () => {
  it('is not hydrated until the marker reports, then resolves every waiter', async () => {
    const { markPageHydrated, isPageHydrated, whenPageHydrated } = await freshHydration();
    let resolved = false;
    void whenPageHydrated().then(() => (resolved = true));
    await Promise.resolve();
    expect(isPageHydrated()).toBe(false);
    expect(resolved).toBe(false);

    markPageHydrated();
    await Promise.resolve();
    expect(isPageHydrated()).toBe(true);
    expect(resolved).toBe(true);
  });
});
