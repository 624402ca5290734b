/**
 * The owner's contact card as vCard 3.0 text (RFC 2426), the version every phone's contacts app
 * imports. Pure: content and the site's address in, the `.vcf` file's text out. Text values are
 * escaped and long lines folded as the format requires; URLs are not text and are not escaped.
 */
import type { Profile } from '../../../src/content/types';

const CRLF = '\r\n';
/** RFC 2426 §2.6: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** Backslash, comma, semicolon and line breaks are special in a vCard text value. */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** Splits a line into ≤75-octet pieces, never inside a character; each continuation starts with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** `Avery Quinn` → family `Quinn`, given `Avery`; a one-word name is the family name. */
function nameParts(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/);
  const family = words.pop() ?? '';
  return { family, given: words.join(' ') };
}

/** The profile links a card carries, labelled as contacts apps show them. */
const PROFILE_LINKS = [
  ['LinkedIn', 'linkedin'],
  ['GitHub', 'github'],
  ['Instagram', 'instagram'],
] as const;

/** The card for `profile`; `siteUrl` is the page's full address (VITE_SITE_URL). */
export function contactCard(profile: Profile, siteUrl: string): string {
  const { family, given } = nameParts(profile.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `FN:${escapeText(profile.name)}`,
    `EMAIL;TYPE=INTERNET:${profile.email}`,
    `TEL;TYPE=CELL:${escapeText(profile.phone)}`,
    // The location is free text ("Hamilton, ON | Calgary, AB"): it goes whole into the locality.
    `ADR;TYPE=HOME:;;;${escapeText(profile.location)};;;`,
    `URL:${siteUrl}`,
    ...PROFILE_LINKS.flatMap(([label, key]) => (profile.social[key] ? [`URL;TYPE=${label}:${profile.social[key]}`] : [])),
    'END:VCARD',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
