// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skipOffscreenSections } from './offscreen-sections.ts';

const root = document.documentElement;
const skipping = () => root.hasAttribute('data-skip-offscreen');

describe('skipping off-screen sections', () => {
  let fonts: EventTarget & { ready: Promise<void> };
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(performance.now()), 16));
    fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    root.removeAttribute('data-skip-offscreen');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const resizeTo = (width: number) => {
    vi.stubGlobal('innerWidth', width);
    window.dispatchEvent(new Event('resize'));
  };

  it('starts once the fonts are in, after the next frame', async () => {
    stop = skipOffscreenSections();
    await vi.advanceTimersByTimeAsync(0);
    expect(skipping()).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(skipping()).toBe(true);
  });

  it('waits for the page to load, the CSS after the first screen included, even when the fonts come first', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      stop = skipOffscreenSections();
      fonts.dispatchEvent(new Event('loadingdone'));
      await vi.advanceTimersByTimeAsync(100);
      expect(skipping()).toBe(false);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(40);
      expect(skipping()).toBe(true);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('renders everything while the width changes, and resumes 300 ms after it stopped', async () => {
    stop = skipOffscreenSections();
    await vi.advanceTimersByTimeAsync(40);
    resizeTo(window.innerWidth + 380);
    expect(skipping()).toBe(false);
    // Fonts loading for the new layout do not cut the wait short.
    fonts.dispatchEvent(new Event('loadingdone'));
    await vi.advanceTimersByTimeAsync(250);
    expect(skipping()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(skipping()).toBe(true);
  });

  it('keeps skipping when only the height changes (a phone toolbar showing or hiding)', async () => {
    stop = skipOffscreenSections();
    await vi.advanceTimersByTimeAsync(40);
    resizeTo(window.innerWidth);
    expect(skipping()).toBe(true);
  });
});
