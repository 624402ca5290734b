import { expect, it } from 'vitest';
import { skillGroupList } from './skill-group-list.ts';

const skill = { name: 'Surveying', level: 'Advanced' } as const;

it("follows the titles' order, titles each group, and leaves an empty group out", () => {
  const groups = { b: [skill], a: [skill], empty: [] };
  expect(skillGroupList(groups, { a: 'First', b: 'Second', empty: 'Nothing' })).toEqual([
    { key: 'a', title: 'First', skills: [skill] },
    { key: 'b', title: 'Second', skills: [skill] },
  ]);
});

it('shows one group as well as four', () => {
  expect(skillGroupList({ only: [skill] }, { only: 'Only' })).toHaveLength(1);
});
