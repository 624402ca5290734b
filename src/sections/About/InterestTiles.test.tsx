// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { IconSwimming } from '@tabler/icons-react';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { InterestTiles } from './InterestTiles';

// An owner with an interest whose icon the first schema's six names never had.
vi.mock('@/content/interests', () => ({ interests: [{ title: 'Sea swimming', blurb: 'All year round.', icon: 'swimming' }] }));

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(cleanup);

it('draws the Tabler icon the content names', () => {
  const { container } = render(
    <MantineProvider>
      <InterestTiles />
    </MantineProvider>,
  );
  const expected = renderToStaticMarkup(<IconSwimming size={26} stroke={1.6} />);
  expect(container.querySelector('li svg')?.outerHTML).toBe(expected);
});
