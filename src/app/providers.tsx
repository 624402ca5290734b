import { MantineProvider, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import type { ReactNode } from 'react';
import { getStyleNonce, shareStyleNonce } from '@/lib/csp/style-nonce.ts';
import { cssVariablesResolver, theme } from '@/styles/theme.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * The theme belongs to the first-response script (the root's data-mantine-color-scheme): an
 * island's Mantine only reads it, and never writes, saves or follows the system itself.
 */
const followThePage: MantineColorSchemeManager = {
  get: (fallback: MantineColorScheme) =>
    typeof document === 'undefined' ? fallback : document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

// Mantine's and the scroll lock's run-time <style> elements carry the build's nonce (CSP).
shareStyleNonce();

/**
 * The page's Mantine provider, rendered once at the top of the prerendered page (and around
 * the whole page on the dev server): it writes the theme's CSS variables and global classes.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={followThePage} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      {children}
    </MantineProvider>
  );
}

/**
 * Around each island, on the server and in the browser alike. It renders no markup of its own
 * (the page's provider already wrote the variables), so the island's HTML is its component's.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={followThePage}
      withCssVariables={false}
      withGlobalClasses={false}
      getStyleNonce={getStyleNonce}
    >
      {children}
    </MantineProvider>
  );
}
