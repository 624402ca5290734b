import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/content/types.ts';
import { cardNameParts, contactCard, escapeText, foldLine } from './contact-card.ts';

const OWNER: Profile = {
  name: 'Mary Ann Vries',
  shortName: 'Mary',
  greeting: 'Hi',
  tagline: 'T',
  summary: 'S',
  email: 'mary@example.org',
  phone: '+1 (555) 010-0199',
  location: 'Delft, NL; Calgary, AB',
  social: { github: 'https://github.com/mary-example', linkedin: 'https://www.linkedin.com/in/mary-example' },
  portrait: 'portrait.jpg',
  portraitAlt: 'A',
  footerTagline: 'F',
  resume: { downloadName: 'Mary.pdf' },
};
const SITE = 'https://mary.example.org/portfolio/';

/** Every property of the card as a real vCard parser reads it. */
function parsed(text: string) {
  const card = new ICAL.Component(ICAL.parse(text));
  const values = (name: string) => card.getAllProperties(name).map((property) => ({ type: property.getParameter('type'), value: property.getFirstValue() }));
  return { card, values };
}

describe('contactCard', () => {
  it('is a vCard 3.0 with CRLF line ends that parses back to every field', () => {
    const text = contactCard(OWNER, SITE);
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const { card, values } = parsed(text);
    expect(card.getFirstPropertyValue('fn')).toBe(OWNER.name);
    // Three words could split in two places: the whole name stays together, unsplit.
    expect(card.getFirstPropertyValue('n')).toEqual(['Mary Ann Vries', '', '', '', '']);
    expect(values('email')).toEqual([{ type: 'INTERNET', value: OWNER.email }]);
    expect(values('tel')).toEqual([{ type: 'CELL', value: OWNER.phone }]);
    expect((card.getFirstPropertyValue('adr') as string[])[3]).toBe(OWNER.location);
    expect(values('url')).toEqual([
      { type: undefined, value: SITE },
      { type: 'LinkedIn', value: OWNER.social.linkedin },
      { type: 'GitHub', value: OWNER.social.github },
    ]);
  });

  it('leaves out a profile link the content does not give', () => {
    expect(contactCard({ ...OWNER, social: {} }, SITE)).not.toMatch(/URL;TYPE/);
  });

  it('has no TEL line when the content gives no phone', () => {
    const { phone: _phone, ...noPhone } = OWNER;
    expect(contactCard(noPhone, SITE)).not.toMatch(/^TEL/m);
  });

  it("takes the owner's given and family names when the content gives them", () => {
    const text = contactCard({ ...OWNER, name: 'Zoë Ó Briain-Kowalczyk', nameParts: { given: 'Zoë', family: 'Ó Briain-Kowalczyk' } }, SITE);
    const { card } = parsed(text);
    expect(card.getFirstPropertyValue('n')).toEqual(['Ó Briain-Kowalczyk', 'Zoë', '', '', '']);
    expect(card.getFirstPropertyValue('fn')).toBe('Zoë Ó Briain-Kowalczyk');
  });
});

describe('cardNameParts, without nameParts in the content', () => {
  it('splits a two-word name into given and family', () => {
    expect(cardNameParts({ name: 'Avery  Quinn ' })).toEqual({ given: 'Avery', family: 'Quinn' });
  });

  it('keeps a name of three or more words whole, never cutting a family name in two', () => {
    expect(cardNameParts({ name: 'Zoë Ó Briain-Kowalczyk' })).toEqual({ given: '', family: 'Zoë Ó Briain-Kowalczyk' });
  });

  it('takes a one-word name as the family name', () => {
    expect(cardNameParts({ name: 'Madonna' })).toEqual({ given: '', family: 'Madonna' });
  });
});

describe('escapeText', () => {
  it('escapes what is special in a text value', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });
});

describe('foldLine', () => {
  it('keeps every physical line within 75 octets, never splitting a character', () => {
    const line = `FN:${'é'.repeat(60)}${'x'.repeat(50)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const piece of physical) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('FN:Avery Quinn')).toBe('FN:Avery Quinn');
  });
});
