// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebFont, WEB_FONT_STORAGE_KEY } from './web-font';

const root = document.documentElement;
const usesWebFont = () => root.hasAttribute('data-web-font');

/** A PerformanceObserver double that reports paints when the test says so. */
function fakePaintObserver() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (...names: string[]) => observers.forEach((report) => report(names)) };
}

describe('the web font', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    root.removeAttribute('data-web-font');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('joins only after the first contentful paint on a first visit', () => {
    const observer = fakePaintObserver();
    startWebFont();
    expect(usesWebFont()).toBe(false);
    observer.paint('first-paint');
    expect(usesWebFont()).toBe(false);
    observer.paint('first-contentful-paint');
    expect(usesWebFont()).toBe(true);
  });

  it('is used from the first paint once it has loaded on this device', () => {
    localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
    fakePaintObserver();
    startWebFont();
    expect(usesWebFont()).toBe(true);
  });

  it('still joins when no paint is ever reported (a hidden tab)', () => {
    fakePaintObserver();
    startWebFont();
    vi.advanceTimersByTime(3000);
    expect(usesWebFont()).toBe(true);
  });
});
