import { expect, it } from 'vitest';
import { closeIconNames, iconDisplayName, resolveIconName } from './icon-name.ts';

const EXPORTS = ['IconSkiJumping', 'IconAB2', 'IconSwimming', 'IconIceSkating', 'createReactComponent'];

it('finds the export for a tabler.io name, an export name, and the six names of the first schema', () => {
  expect(resolveIconName('ski-jumping', EXPORTS)).toBe('IconSkiJumping');
  expect(resolveIconName('a-b-2', EXPORTS)).toBe('IconAB2');
  expect(resolveIconName('IconSwimming', EXPORTS)).toBe('IconSwimming');
  expect(resolveIconName('hockey', EXPORTS)).toBe('IconIceSkating');
  expect(resolveIconName('skiing', EXPORTS)).toBe('IconSkiJumping');
  expect(resolveIconName('react-component', EXPORTS)).toBeUndefined();
});

it('writes an export as the name an owner types', () => {
  expect(iconDisplayName('IconSkiJumping')).toBe('ski-jumping');
});

it('suggests the closest names first', () => {
  expect(closeIconNames('swiming', ['swim', 'chess', 'swimming', 'zeppelin'])).toEqual(['swimming', 'swim']);
});
