import { describe, expect, it } from 'vitest';
import { pageOfEach } from './paging.ts';

const block = (height: number, keepWithNext = false) => ({ label: `${height}`, height, keepWithNext });

describe('pageOfEach: page breaks between whole blocks', () => {
  it('starts a page before a block that would cross the bottom, never inside one', () => {
    expect(pageOfEach([block(40), block(40), block(40)], 0, 100)).toEqual([1, 1, 2]);
  });

  it('keeps a heading with the block after it', () => {
    expect(pageOfEach([block(50), block(10, true), block(45)], 0, 100)).toEqual([1, 2, 2]);
  });

  it('leaves a block taller than a page on a page of its own rather than looping', () => {
    expect(pageOfEach([block(20), block(250), block(20)], 0, 100)).toEqual([1, 2, 3]);
  });
});
