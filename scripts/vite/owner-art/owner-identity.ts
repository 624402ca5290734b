/**
 * What the owner's own art (share card, app icons) says and in which colours, all from the
 * content, so a new owner's site carries nothing of the sample's. Pure.
 */
import { wordsIn } from '../../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { Profile } from '../../../src/content/types.ts';
import { FIRST_LANGUAGE } from '../../../src/lib/languages/site-content.ts';
// Relative imports only: the Vite config loads this, and Node knows no `@/` alias there.
import { accent } from '../../../src/content/accent.ts';
import { accentShade, accentShades } from '../../../src/lib/accent/accent-shades.ts';

/** The one-line headline on the share card: the owner's own, else the tagline. */
export const cardHeadline = (profile: Profile): string => profile.headline?.trim() || profile.tagline;

/** `Marie-Hélène Østergård-Nguyễn` → `MØ`: the first letter of the first and of the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? ([...word.normalize('NFC')][0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return letters.toLocaleUpperCase();
}

/** The owner's accent in three strengths: deep (backgrounds), filled (as the light theme fills buttons), light (accents on dark). */
export function accentColours(): { deep: string; main: string; light: string } {
  const shades = accentShades(accent);
  return { deep: shades[9], main: shades[accentShade(accent).light]!, light: shades[3] };
}

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Describes the share card (share-card.ts draws it) for `og:image:alt`, in `language` (`profile` is the content in it). */
export const shareCardAlt = (profile: Profile, language: LanguageCode = FIRST_LANGUAGE): string =>
  wordsIn(language).shareCard.alt(profile.name, cardHeadline(profile));
