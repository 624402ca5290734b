// @vitest-environment jsdom
import { render, screen } from '@/test-utils';
import { expect, it, vi } from 'vitest';
import { ContactInfo } from './ContactInfo';

// An owner who gives no phone number.
vi.mock('@/content/profile', async (importOriginal) => {
  const { profile } = await importOriginal<typeof import('@/content/profile')>();
  const { phone: _phone, ...withoutPhone } = profile;
  return { profile: withoutPhone };
});

it('shows no phone row and no tel: link when the content gives no phone', () => {
  const { container } = render(<ContactInfo language="en" />);
  expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  expect(screen.queryByText('Phone')).toBeNull();
  expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull();
});
