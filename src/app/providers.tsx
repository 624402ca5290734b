import { DirectionProvider, MantineProvider, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import type { ReactNode } from 'react';
import { getStyleNonce, shareStyleNonce } from '@/lib/csp/style-nonce.ts';
import { cssVariablesResolver, theme } from '@/styles/theme.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '@/config/page-seams.ts';
import { directionOf, type LanguageCode } from '@/config/language-codes.ts';

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
export function AppProviders({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return (
    <PageDirection language={language}>
      <MantineProvider theme={theme} colorSchemeManager={followThePage} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
        {children}
      </MantineProvider>
    </PageDirection>
  );
}

/**
 * The page's direction for Mantine's components (the carousel's scrolling and arrows, a
 * popover's side), from its language as the build wrote `<html dir>`: known at render, so the
 * server and the browser agree and nothing watches the attribute.
 */
function PageDirection({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      {children}
    </DirectionProvider>
  );
}

/**
 * Around each island, on the server and in the browser alike. It renders no markup of its own
 * (the page's provider already wrote the variables), so the island's HTML is its component's.
 */
export function IslandProviders({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return (
    <PageDirection language={language}>
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
    </PageDirection>
  );
}
