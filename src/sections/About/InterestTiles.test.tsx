// @vitest-environment jsdom
import { IconSwimming } from '@tabler/icons-react';
import { render } from '@/test-utils/index.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { InterestTiles } from './InterestTiles.tsx';

// An owner with an interest whose icon the first schema's six names never had.
vi.mock('@/content/interests.ts', () => ({ interests: [{ id: 'sea-swimming', title: 'Sea swimming', blurb: 'All year round.', icon: 'swimming' }] }));

it('draws the Tabler icon the content names', () => {
  const { container } = render(<InterestTiles language={FIRST_LANGUAGE} />);
  const expected = renderToStaticMarkup(<IconSwimming size={26} stroke={1.6} />);
  expect(container.querySelector('li svg')?.outerHTML).toBe(expected);
});
