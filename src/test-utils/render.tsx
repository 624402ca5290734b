/**
 * The component tests' render: Testing Library's, inside the page's Mantine theme (as the Mantine
 * vite-template's test-utils/render.tsx), and with the page's contact outbox when a test gives
 * one (as an island's root does). The browser stubs it needs are in setup.ts.
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageOutboxContext } from '@/features/contact/page-outbox-context';
import type { PageOutbox } from '@/features/contact/page-side';
import { theme } from '@/styles/theme';

export interface RenderOptions {
  /** The page's contact outbox, as the island's root gives it (tests/support/outbox: testPageOutbox). */
  pageOutbox?: PageOutbox;
}

export function render(ui: ReactNode, { pageOutbox }: RenderOptions = {}) {
  const loaded = pageOutbox && (() => Promise.resolve(pageOutbox));
  return testingLibraryRender(<>{ui}</>, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        <PageOutboxContext value={loaded ?? null}>{children}</PageOutboxContext>
      </MantineProvider>
    ),
  });
}
