/**
 * The owner's contact card as vCard 3.0 text (RFC 2426), the version every phone's contacts app
 * imports. Pure: content and the site's address in, the `.vcf` file's text out. Text values are
 * escaped and long lines folded as the format requires; URLs are not text and are not escaped.
 */
import type { Profile } from '../../../src/content/types.ts';

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

/**
 * The N field's parts. The owner's `nameParts` when given. Otherwise a name is split only where
 * the split is plain: two words are given and family (`Avery Quinn`); one word is the family
 * name. Three or more (`Zoë Ó Briain-Kowalczyk`, `Maria del Carmen Ruiz`) could split in several
 * places, so the whole name goes into the family part, unsplit: contacts apps then show it as
 * written (FN always carries it whole) instead of cutting a family name in two.
 */
export function cardNameParts(profile: Pick<Profile, 'name' | 'nameParts'>): { family: string; given: string } {
  if (profile.nameParts) return profile.nameParts;
  const words = profile.name.trim().split(/\s+/);
  if (words.length === 2) return { given: words[0]!, family: words[1]! };
  return { family: words.join(' '), given: '' };
}

/** The profile links a card carries, labelled as contacts apps show them. */
const PROFILE_LINKS = [
  ['LinkedIn', 'linkedin'],
  ['GitHub', 'github'],
  ['Instagram', 'instagram'],
] as const;

/** The card for `profile`; `siteUrl` is the page's full address (VITE_SITE_URL). */
export function contactCard(profile: Profile, siteUrl: string): string {
  const { family, given } = cardNameParts(profile);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `FN:${escapeText(profile.name)}`,
    `EMAIL;TYPE=INTERNET:${profile.email}`,
    ...(profile.phone ? [`TEL;TYPE=CELL:${escapeText(profile.phone)}`] : []),
    // The location is free text ("Hamilton, ON | Calgary, AB"): it goes whole into the locality.
    `ADR;TYPE=HOME:;;;${escapeText(profile.location)};;;`,
    `URL:${siteUrl}`,
    ...PROFILE_LINKS.flatMap(([label, key]) => (profile.social[key] ? [`URL;TYPE=${label}:${profile.social[key]}`] : [])),
    'END:VCARD',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
