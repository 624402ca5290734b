// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DemandModule = typeof import('./hydration-demand');

/** A fresh copy of the module: its state is page-wide. */
async function freshDemand(): Promise<DemandModule> {
  vi.resetModules();
  return import('./hydration-demand');
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenHydrationWanted', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('waits while nobody touches the page', async () => {
    const { whenHydrationWanted } = await freshDemand();
    expect(await settled(whenHydrationWanted())).toBe(false);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'resolves at the first %s',
    async (type) => {
      const { whenHydrationWanted } = await freshDemand();
      const wanted = whenHydrationWanted();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event(type));
      expect(await settled(wanted)).toBe(true);
    },
  );

  it('resolves at once when the page opens offline (the header shows the offline badge)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { whenHydrationWanted } = await freshDemand();
    expect(await settled(whenHydrationWanted())).toBe(true);
  });

  it('resolves when the network drops', async () => {
    const { whenHydrationWanted } = await freshDemand();
    const wanted = whenHydrationWanted();
    window.dispatchEvent(new Event('offline'));
    expect(await settled(wanted)).toBe(true);
  });

  it('resolves when code asks for the page (an update prompt, an outbox notice)', async () => {
    const { whenHydrationWanted, requestHydration } = await freshDemand();
    const wanted = whenHydrationWanted();
    requestHydration();
    expect(await settled(wanted)).toBe(true);
  });

  it('stops listening once resolved', async () => {
    const { whenHydrationWanted } = await freshDemand();
    const removed = vi.spyOn(window, 'removeEventListener');
    const wanted = whenHydrationWanted();
    window.dispatchEvent(new Event('keydown'));
    await wanted;
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'scroll', 'offline']));
  });
});
