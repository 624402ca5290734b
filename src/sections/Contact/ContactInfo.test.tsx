// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ContactInfo } from './ContactInfo';

// An owner who gives no phone number.
vi.mock('@/content/profile', async (importOriginal) => {
  const { profile } = await importOriginal<typeof import('@/content/profile')>();
  const { phone: _phone, ...withoutPhone } = profile;
  return { profile: withoutPhone };
});

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(cleanup);

it('shows no phone row and no tel: link when the content gives no phone', () => {
  const { container } = render(
    <MantineProvider>
      <ContactInfo />
    </MantineProvider>,
  );
  expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  expect(screen.queryByText('Phone')).toBeNull();
  expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull();
});
