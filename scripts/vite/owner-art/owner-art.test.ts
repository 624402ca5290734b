import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { initials, cardHeadline, escapeXml, shareCardAlt } from './owner-identity.ts';
import { nameLines, shareCardPath, shareCardSvg, shareCardUrl, wrap } from './share-card.ts';
import { initialsIconSvg } from './app-icon.ts';
import { profile } from '../../../src/content/profile.ts';

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

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the share card in %s', (language) => {
  const { profile: inLanguage } = contentIn(language);
  const words = wordsIn(language).shareCard;

  it('carries the label, headline and location in that language', () => {
    const svg = shareCardSvg(inLanguage, language);
    expect(svg).toContain(`>${escapeXml(words.label.toLocaleUpperCase(language))}</text>`);
    expect(svg).toContain(escapeXml(inLanguage.location));
    expect(svg).toContain(escapeXml(cardHeadline(inLanguage).split(/\s+/)[0]!));
  });

  it('is described in that language, and sits beside its page', () => {
    expect(shareCardAlt(inLanguage, language)).toBe(words.alt(inLanguage.name, cardHeadline(inLanguage)));
    expect(shareCardPath(language)).toBe(`/${pagePathOf(language)}og-image.png`);
    expect(shareCardUrl('https://example.org/portfolio', language)).toBe(`https://example.org/portfolio/${pagePathOf(language)}og-image.png`);
  });
});

describe('the first language\'s share card', () => {
  it('is the one drawn without a language: og-image.png at the root, as it always was', () => {
    expect(shareCardSvg(profile, FIRST_LANGUAGE)).toBe(shareCardSvg(profile));
    expect(shareCardPath(FIRST_LANGUAGE)).toBe('/og-image.png');
  });

  it.runIf(FIRST_LANGUAGE === 'en')('is described in the words it always was', () => {
    expect(shareCardAlt(profile)).toBe(`${profile.name}'s portrait beside their name and “${cardHeadline(profile)}”.`);
  });
});
