/**
 * The component tests' render: Testing Library's, inside the page's Mantine theme (as the Mantine
 * vite-template's test-utils/render.tsx), in the language a test asks for (as an island's root
 * does). The browser stubs it needs are in setup.ts.
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageContext } from '@/components/language-context.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { theme } from '@/styles/theme.ts';

export interface RenderOptions {
  /** The page's language, as the island's root gives it; the site's first by default. */
  language?: LanguageCode;
}

export function render(ui: ReactNode, { language }: RenderOptions = {}) {
  return testingLibraryRender(<>{ui}</>, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        <LanguageContext value={language ?? FIRST_LANGUAGE}>{children}</LanguageContext>
      </MantineProvider>
    ),
  });
}
