// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import { ISLAND_NAMES, ISLANDS, IslandRoot } from './islands.tsx';

/**
 * An island renders alone: no props, no context but its own providers and its page's language.
 * Rendered to HTML the way the build does it, then hydrated the way the browser does, in each of
 * the site's languages, each one must match exactly and say it is live.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The image pipeline (vite-imagetools) is the build's: a stand-in picture, the same on both sides.
vi.mock('@/components/ResponsiveImage/image-registry.ts', () => ({
  getPicture: (path: string) => ({ sources: [{ type: 'image/avif', srcSet: `${path}.avif 480w` }], src: `${path}.jpg`, width: 1600, height: 1000 }),
}));

// jsdom has no IntersectionObserver: the carousel and the kit ask it (matchMedia and ResizeObserver: test-utils/setup.ts).
vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } });

const LANGUAGES = SITE_LANGUAGES.map(({ code }) => code);

describe.each(ISLAND_NAMES)('the %s island', { timeout: 30_000 }, (name) => {
  it.each(LANGUAGES)('hydrates its own prerendered HTML in %s without a mismatch and says it is live', async (language) => {
    const Component = await ISLANDS[name]();
    const element = document.createElement('div');
    element.setAttribute('data-island', name);
    element.innerHTML = renderToString(<IslandRoot component={Component} language={language} />);
    document.body.replaceChildren(element);
    const mismatches = vi.fn();
    // React reports a differing attribute only as a console error in development.
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = vi.fn();
    await act(async () => {
      hydrateRoot(element, <IslandRoot component={Component} language={language} onLive={live} />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(consoleErrors.mock.calls.map((call) => String(call[0])).filter((text) => /hydrat|match/i.test(text))).toEqual([]);
    consoleErrors.mockRestore();
    expect(live).toHaveBeenCalled();
  });
});
