// @vitest-environment jsdom
import { render, screen } from '@/test-utils/index.ts';
import { expect, it, vi } from 'vitest';
import { wordsIn } from '@/lib/languages/words.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { ContactInfo } from './ContactInfo.tsx';

// An owner who gives no phone number.
vi.mock('@/content/profile.ts', async (importOriginal) => {
  const { profile } = await importOriginal<typeof import('@/content/profile.ts')>();
  const { phone: _phone, ...withoutPhone } = profile;
  return { profile: withoutPhone };
});

it('shows no phone row and no tel: link when the content gives no phone', () => {
  const { container } = render(<ContactInfo language={FIRST_LANGUAGE} />);
  expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  expect(screen.queryByText(wordsIn(FIRST_LANGUAGE).contact.info.phone)).toBeNull();
  expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull();
});
