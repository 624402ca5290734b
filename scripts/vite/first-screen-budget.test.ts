import { describe, expect, it } from 'vitest';
import { overBudget } from './first-screen-budget.ts';

describe('overBudget', () => {
  it('passes a first screen of 14,000 compressed bytes (TCP\'s first flight, less its headers) and names the page and the overrun past it', () => {
    expect(overBudget('index.html', 14_000)).toBeNull();
    expect(overBudget('fr/index.html', 14_321)).toMatch(/^fr\/index\.html: the first screen .* is 14321 bytes gzipped, 321 over its 14000/);
  });
});
