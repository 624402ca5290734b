// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skipOffscreenFromStart, skipOffscreenSections } from './offscreen-sections.ts';

const root = document.documentElement;
const skipping = () => root.hasAttribute('data-skip-offscreen');

describe('skipping off-screen sections', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(performance.now()), 16));
    root.removeAttribute('data-skip-offscreen');
    document.body.innerHTML = '<a href="#about">About</a><a href="/fr/">Français</a><section id="about"></section>';
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts before the first paint on a visit that opens at the top', () => {
    skipOffscreenFromStart();
    expect(skipping()).toBe(true);
  });

  it('waits, on a visit that opens at a section, for the page to load and render whole once', async () => {
    history.replaceState(null, '', '/#contact');
    skipOffscreenFromStart();
    expect(skipping()).toBe(false);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      stop = skipOffscreenSections();
      await vi.advanceTimersByTimeAsync(100);
      expect(skipping()).toBe(false);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(40);
      expect(skipping()).toBe(true);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('renders every section before a followed in-page link scrolls, and skips again after the next frame', async () => {
    skipOffscreenFromStart();
    stop = skipOffscreenSections();
    let skippingWhenScrolled: boolean | null = null;
    const link = document.querySelector<HTMLAnchorElement>('a[href="#about"]')!;
    // The link's own handlers (and the browser's scroll) come after the capture phase.
    link.addEventListener('click', (event) => {
      skippingWhenScrolled = skipping();
      event.preventDefault();
    });
    link.click();
    expect(skippingWhenScrolled).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(skipping()).toBe(true);
  });

  it('keeps skipping for a link to another page', () => {
    skipOffscreenFromStart();
    stop = skipOffscreenSections();
    const link = document.querySelector<HTMLAnchorElement>('a[href="/fr/"]')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(skipping()).toBe(true);
  });
});
