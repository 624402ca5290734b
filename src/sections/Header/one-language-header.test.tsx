// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { render } from '@/test-utils/index.ts';
import { Header } from './Header.tsx';

// An owner who writes English only.
vi.mock('@/content/languages.ts', () => ({ languages: [{ code: 'en', tag: 'en-CA' }] }));

it('has no language switch on a site in one language', () => {
  const { container } = render(<Header language="en" />);
  expect(container.querySelector('[data-language-switch]')).toBeNull();
  expect(container.querySelector('a[hreflang]')).toBeNull();
});
