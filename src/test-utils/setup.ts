/**
 * The unit tests' setup (vitest.config.ts): in a browser-like environment (jsdom), the two
 * browser APIs jsdom lacks and Mantine reads, as the Mantine vite-template stubs them: the
 * colour-scheme query (matchMedia) and ResizeObserver. Node-environment tests get nothing.
 */
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
}
