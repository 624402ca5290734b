import { describe, expect, it } from 'vitest';
import { PAGE_TRANSFORMS } from './page-transforms.ts';

describe("the built page's transforms", () => {
  it('run in this order: the policy after every step that writes an inline block, the budget on the page as it ships', () => {
    expect(PAGE_TRANSFORMS.map((step) => step.name)).toEqual([
      'withPrerenderedApp',
      'heldUntilFirstPaint',
      'minifiedHead',
      'firstScreenCssInlined',
      'everyClassStyled',
      'policyWritten',
      'withinFirstScreenBudget',
    ]);
  });
});
