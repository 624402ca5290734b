// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebFont } from './web-font';

const root = document.documentElement;
const withServiceWorker = (controller: object | null) => vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller } });

describe('the web font', () => {
  beforeEach(() => root.removeAttribute('data-web-font'));
  afterEach(() => vi.unstubAllGlobals());

  it('is used from the first paint when the service worker (which has it saved) controls the page', () => {
    withServiceWorker({});
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(true);
  });

  it('stays out of a first visit: no service worker controls the page yet', () => {
    withServiceWorker(null);
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(false);
  });

  it('stays out where the browser has no service workers', () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(false);
  });
});
