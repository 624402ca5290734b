// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseHeldTags, whenFirstPainted as afterFirstPaint } from './after-first-paint.ts';

/** A PerformanceObserver whose paint entries the test reports. */
function fakePaintObserver(supported = ['paint']) {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push((names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (...names: string[]) => observers.forEach((report) => report(names)) };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, then runs once', () => {
    const observer = fakePaintObserver();
    const run = vi.fn();
    afterFirstPaint(run);
    observer.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    observer.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at 3 s at the latest when no paint is reported', () => {
    fakePaintObserver();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(2990);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a tab opened in the background (it paints nothing until shown)', () => {
    fakePaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('releaseHeldTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the manifest and imports the module the template holds, once', async () => {
    document.head.innerHTML =
      '<template data-after-first-paint><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="manifest" href="/manifest.webmanifest"></template>';
    const load = vi.fn(() => Promise.resolve());
    releaseHeldTags(load);
    releaseHeldTags(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(new URL('/assets/index-abc.js', document.baseURI).href);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(document.querySelector('template')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});
