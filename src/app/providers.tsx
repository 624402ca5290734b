import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { getStyleNonce, shareStyleNonce } from '@/lib/csp/style-nonce';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/theme/color-scheme';
import { cssVariablesResolver, theme } from '@/styles/theme';

/** Mantine saves the visitor's choice under the same key the pre-paint script reads. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
shareStyleNonce();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
    >
      {children}
    </MantineProvider>
  );
}
