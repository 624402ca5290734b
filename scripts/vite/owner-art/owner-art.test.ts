import { describe, expect, it } from 'vitest';
import { initials, cardHeadline, shareCardAlt } from './owner-identity';
import { nameLines, wrap } from './share-card';
import { initialsIconSvg } from './app-icon';
import { profile } from '../../../src/content/profile';

describe('the owner\'s art', () => {
  it('takes the initials from the first and last word, whatever the script', () => {
    expect(initials('Zoë Ó Briain-Kowalczyk')).toBe('ZB');
    expect(initials('ørjan')).toBe('Ø');
    expect(initials('  Łucja   Dvořák-Nguyễn ')).toBe('ŁD');
    expect(initialsIconSvg('Ada Lovelace')).toContain('>AL</text>');
  });

  it('sets a long name on two balanced lines and a short one on one', () => {
    expect(nameLines('Ada Lovelace').lines).toEqual(['Ada Lovelace']);
    const long = nameLines('Marie-Hélène Østergård-Nguyễn Van der Berg');
    expect(long.lines).toHaveLength(2);
    expect(long.lines.join(' ')).toBe('Marie-Hélène Østergård-Nguyễn Van der Berg');
    expect(long.size).toBeGreaterThanOrEqual(30);
  });

  it('wraps the headline by words', () => {
    expect(wrap('Structures. Water. Resilience.', 12)).toEqual(['Structures.', 'Water.', 'Resilience.']);
  });

  it('falls back to the tagline for the headline and describes the card by the owner\'s words', () => {
    expect(cardHeadline({ ...profile, headline: '  ' })).toBe(profile.tagline);
    expect(cardHeadline({ ...profile, headline: 'Bridge engineer in training' })).toBe('Bridge engineer in training');
    expect(shareCardAlt(profile)).toContain(profile.name);
  });
});
