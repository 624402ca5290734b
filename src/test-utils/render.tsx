/**
 * The unit tests' render: Testing Library's, inside the page's Mantine theme (as the Mantine
 * vite-template's test-utils/render.tsx). The browser stubs it needs are in setup.ts.
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '@/styles/theme';

export function render(ui: ReactNode) {
  return testingLibraryRender(<>{ui}</>, {
    wrapper: ({ children }: { children: ReactNode }) => <MantineProvider theme={theme}>{children}</MantineProvider>,
  });
}
