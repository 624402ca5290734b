/**
 * The unit tests' setup (vitest.config.ts): in a browser-like environment (jsdom), the two
 * browser APIs jsdom lacks and Mantine reads, as the Mantine vite-template stubs them: the
 * colour-scheme query (matchMedia) and ResizeObserver; and each test's render unmounted after
 * it. Node-environment tests get nothing.
 */
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
