/**
 * The component tests' render: Testing Library's, inside the page's Mantine theme (as the Mantine
 * vite-template's test-utils/render.tsx), and with the page's contact outbox when a test gives
 * one and in the language it asks for (as an island's root does). The browser stubs it needs are in setup.ts.
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageContext } from '@/components/language-context';
import type { LanguageCode } from '@/config/language-codes';
import { PageOutboxContext } from '@/features/contact/page-outbox-context';
import type { PageOutbox } from '@/features/contact/page-side';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content';
import { theme } from '@/styles/theme';

export interface RenderOptions {
  /** The page's contact outbox, as the island's root gives it (tests/support/outbox: testPageOutbox). */
  pageOutbox?: PageOutbox;
  /** The page's language, as the island's root gives it; the site's first by default. */
  language?: LanguageCode;
}

export function render(ui: ReactNode, { pageOutbox, language }: RenderOptions = {}) {
  const loaded = pageOutbox && (() => Promise.resolve(pageOutbox));
  return testingLibraryRender(<>{ui}</>, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        <LanguageContext value={language ?? FIRST_LANGUAGE}>
          <PageOutboxContext value={loaded ?? null}>{children}</PageOutboxContext>
        </LanguageContext>
      </MantineProvider>
    ),
  });
}
