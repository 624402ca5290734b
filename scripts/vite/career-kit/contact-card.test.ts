import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/content/types';
import { contactCard, escapeText, foldLine } from './contact-card';

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
    expect(card.getFirstPropertyValue('n')).toEqual(['Vries', 'Mary Ann', '', '', '']);
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
