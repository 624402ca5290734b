import { describe, expect, it } from 'vitest';
import { untranslatedTexts, wholePhrase } from './untranslated-texts.ts';

describe('untranslatedTexts', () => {
  const en = {
    menu: 'Menu',
    send: 'Send Message',
    name: 'Name',
    code: 'Code',
    slideOf: (position: number, total: number) => `${position} of ${total}`,
    linksOf: (title: string) => `Links for ${title}`,
    external: (label: string) => `${label} (opens in a new tab)`,
    steps: [{ before: 'Tap ', after: '.' }],
  };
  const fr = {
    menu: 'Menu',
    send: 'Envoyer le message',
    name: 'Nom',
    code: 'Code source',
    slideOf: (position: number, total: number) => `${position} sur ${total}`,
    linksOf: (title: string) => `Liens de ${title}`,
    external: (label: string) => `${label} (s’ouvre dans un nouvel onglet)`,
    steps: [{ before: 'Touchez ', after: '.' }],
  };

  it('names the texts that differ and the fixed pieces of messages, longest first', () => {
    expect(untranslatedTexts(en, fr)).toEqual(['opens in a new tab', 'Send Message', 'Links for', 'Name', 'Tap']);
  });

  it('leaves out a text both languages share, a piece too short to be a word of one language, and an English text the other language uses', () => {
    const found = untranslatedTexts(en, fr);
    expect(found).not.toContain('Menu');
    expect(found).not.toContain('of');
    expect(found).not.toContain('Code');
  });

  it('leaves in a text of the first language that the other holds only as a value no one reads', () => {
    const first = { words: { levels: { Advanced: 'Advanced' } }, content: { level: 'Advanced' } };
    const other = { words: { levels: { Advanced: 'Avancé' } }, content: { level: 'Advanced' } };
    expect(untranslatedTexts(first, other)).toEqual([]);
    expect(untranslatedTexts(first, other, other.words)).toEqual(['Advanced']);
  });

  it('finds a phrase only whole', () => {
    expect(wholePhrase('Phone').test('iPhone')).toBe(false);
    expect(wholePhrase('Phone').test('Phone: 555')).toBe(true);
    expect(wholePhrase('opens in a new tab').test('GitHub (opens in a new tab)')).toBe(true);
  });
});
