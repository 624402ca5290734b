import { DEFAULT_THEME } from '@mantine/core';
import { expect, it } from 'vitest';
import { PAGE_BACKGROUND } from './theme-colors.ts';

/** `#fff` → `#ffffff`, lower case. */
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex).toLowerCase();

it("matches Mantine's page background in both themes", () => {
  expect(PAGE_BACKGROUND.light).toBe(longHex(DEFAULT_THEME.white));
  expect(PAGE_BACKGROUND.dark).toBe(longHex(DEFAULT_THEME.colors.dark[7]!));
});
