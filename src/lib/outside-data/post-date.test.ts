import { describe, expect, it } from 'vitest';
import { formatPostDate, langAttributeFor, postDay } from './post-date.ts';

describe('a post date', () => {
  it('reads in the page language, in UTC', () => {
    // 23:30 on the 3rd in UTC is already the 4th in Paris and still the 3rd in Calgary: the 3rd everywhere.
    expect(formatPostDate('2025-03-03T23:30:00Z', 'en-CA')).toBe('Mar 3, 2025');
    expect(formatPostDate('2025-03-03T23:30:00Z', 'fr-CA')).toBe('3 mars 2025');
    expect(formatPostDate('2025-03-03T23:30:00Z', 'en-GB')).toBe('3 Mar 2025');
    expect(postDay('2025-03-03T23:30:00Z')).toBe('2025-03-03');
  });

  it('has no narrow or no-break space, which Node and browsers print differently', () => {
    expect(formatPostDate('2024-12-31T12:00:00Z', 'fr-CA')).not.toMatch(/[\u202F\u00A0]/);
  });
});

describe('the lang a feed text needs', () => {
  it('is none in the page language, whatever the region', () => {
    expect(langAttributeFor('en-us', 'en-CA')).toBeUndefined();
    expect(langAttributeFor('EN', 'en-GB')).toBeUndefined();
    expect(langAttributeFor(undefined, 'fr-CA')).toBeUndefined();
  });

  it("is the feed's own tag in another language", () => {
    expect(langAttributeFor('en-us', 'fr-CA')).toBe('en-us');
    expect(langAttributeFor('nb', 'en-GB')).toBe('nb');
  });
});
