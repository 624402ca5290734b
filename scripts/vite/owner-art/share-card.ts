/**
 * The link-preview card (`og-image.png`, 1200×630: what LinkedIn and chat apps show), drawn at
 * every build from the content, one per language of the site: the owner's name, headline and
 * location beside their portrait, on the theme's colour, in that language's words. Text is set by
 * librsvg in DejaVu Sans (fonts-dejavu-core; any sans-serif elsewhere), whose glyphs cover Latin
 * with every diacritic, Greek and Cyrillic.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { Profile } from '../../../src/content/types.ts';
import { FIRST_LANGUAGE } from '../../../src/lib/languages/site-content.ts';
import { languageFile } from '../../../src/lib/languages/language-files.ts';
import { siteHref } from '../../site/site-url.ts';
import { accentColours, escapeXml, cardHeadline } from './owner-identity.ts';

/** Every card's size, the link previews' 1.91:1. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** The card's file name, in each language's folder. */
const SHARE_CARD_FILE = 'og-image.png';

/** Where the card of the page in `language` is, from the site's root: `/og-image.png`, `/fr/og-image.png`. */
export const shareCardPath = (language: LanguageCode): string => `/${languageFile(language, SHARE_CARD_FILE)}`;

/** The card's absolute URL for the page in `language` (og:image): `https://example.org/fr/og-image.png`. */
export const shareCardUrl = (siteUrl: string, language: LanguageCode): string => siteHref(siteUrl, shareCardPath(language));

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const TEXT_X = 80;
const TEXT_WIDTH = 610;
/** DejaVu Sans runs about this wide per character, in em, bold and regular. */
export const EM_BOLD = 0.64;
const EM_REGULAR = 0.56;
const PORTRAIT = { x: 770, y: 135, size: 360 } as const;

/** Greedy word wrap to lines of at most `perLine` characters. */
export function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The name on one line, or two when one would set it smaller than `minOneLine` px. */
export function nameLines(name: string, largest = 84, minOneLine = 60): { lines: string[]; size: number } {
  const sizeFor = (lines: string[]) => Math.min(largest, Math.floor(TEXT_WIDTH / (EM_BOLD * Math.max(...lines.map((line) => [...line].length)))));
  const one = [name.trim()];
  const words = name.trim().split(/\s+/);
  if (sizeFor(one) >= minOneLine || words.length < 2) return { lines: one, size: sizeFor(one) };
  // The split whose longer line is shortest.
  const splits = words.slice(1).map((_, index) => [words.slice(0, index + 1).join(' '), words.slice(index + 1).join(' ')]);
  const best = splits.reduce((a, b) => (sizeFor(a) >= sizeFor(b) ? a : b));
  return { lines: best, size: sizeFor(best) };
}

export const textLine = (x: number, y: number, content: string, attrs: string): string => `<text x="${x}" y="${y}" font-family="${FONT}" ${attrs}>${escapeXml(content)}</text>`;

/** What every card shares, around what is drawn on it: the theme's gradient, the accent's band at the foot. */
export function cardSvg(drawn: string, moreDefs = ''): string {
  const { width, height } = SHARE_CARD;
  const { deep, main } = accentColours();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b1320"/></linearGradient>${moreDefs}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${drawn}
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${main}"/>
</svg>`;
}

/** The card's drawing for `profile` (the content in `language`), in `language`'s words. */
export function shareCardSvg(profile: Profile, language: LanguageCode = FIRST_LANGUAGE): string {
  const { height } = SHARE_CARD;
  const { main, light } = accentColours();
  const name = nameLines(profile.name);
  const headlineSize = 34;
  const headline = wrap(cardHeadline(profile), Math.floor(TEXT_WIDTH / (EM_REGULAR * headlineSize))).slice(0, 3);
  const parts: string[] = [];
  let y = 190;
  parts.push(textLine(TEXT_X, y, wordsIn(language).shareCard.label.toLocaleUpperCase(language), `font-size="24" font-weight="700" letter-spacing="6" fill="${light}"`));
  y += 28;
  for (const line of name.lines) {
    y += name.size * 1.08;
    parts.push(textLine(TEXT_X, y, line, `font-size="${name.size}" font-weight="700" fill="#ffffff"`));
  }
  y += 34;
  parts.push(`<rect x="${TEXT_X}" y="${y}" width="96" height="8" rx="4" fill="${light}"/>`);
  y += 22;
  for (const line of headline) {
    y += headlineSize * 1.3;
    parts.push(textLine(TEXT_X, y, line, `font-size="${headlineSize}" font-weight="700" fill="#ffffff"`));
  }
  y += 44;
  parts.push(textLine(TEXT_X, Math.min(y, height - 60), profile.location, `font-size="26" fill="#e2e8f0"`));
  const { x, y: top, size } = PORTRAIT;
  const [cx, cy] = [x + size / 2, top + size / 2];
  const portraitRing = `<circle cx="${cx}" cy="${cy}" r="${size * 0.85}" fill="url(#glow)"/>\n  <circle cx="${cx}" cy="${cy}" r="${size / 2 + 10}" fill="none" stroke="${light}" stroke-width="6"/>`;
  const glow = `\n    <radialGradient id="glow"><stop offset="0" stop-color="${main}" stop-opacity="0.6"/><stop offset="1" stop-color="${main}" stop-opacity="0"/></radialGradient>`;
  return cardSvg([portraitRing, ...parts].join('\n  '), glow);
}

/** The card as a PNG: the drawing, with the portrait cut to a circle on it. */
export async function drawShareCard(profile: Profile, language: LanguageCode = FIRST_LANGUAGE, imagesDir = 'src/assets/images'): Promise<Buffer> {
  const { x, y, size } = PORTRAIT;
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`);
  const portrait = await sharp(join(imagesDir, profile.portrait))
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(shareCardSvg(profile, language)))
    .composite([{ input: portrait, left: x, top: y }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
