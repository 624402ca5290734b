/**
 * Where the header has room for what, decided at build time from the owner's name, so that no
 * word of it is ever cut (an ellipsis over the owner's own name is not an option) whatever the
 * name's length. CSS cannot measure text, and the header is static markup with no script of its
 * own, so the name's width is estimated from its characters, generously (0.62 em a character
 * where the header's bold face averages about 0.56), and the header's own parts are measured
 * once (see the constants). Widths are in rem of the header bar's content box, which its CSS
 * container queries compare (Header.module.css): in rem, so a doubled default font size (or a
 * root font size set by the visitor) moves the thresholds with the text. The bar's own words
 * were measured in English; another language's take the room its words' lengths add or save,
 * and each language switch link, and each link to an optional section, the room its words need.
 */
import { enWords } from '@/config/dictionary/en-words.ts';
import type { Words } from '@/lib/languages/words.ts';
import steps from './header-steps.json';

/** The brand's font size (var(--mantine-font-size-lg)), in rem. */
const BRAND_FONT_REM = 1.125;
/** A generous average advance of a character of the bold brand face, in em. */
const CHARACTER_EM = 0.62;
/**
 * Everything in the bar beside the name, laid out for a laptop: the six links (30.8rem), the
 * resume button (13.3rem), the theme toggle (2.1rem), the compact offline badge (5.3rem) and
 * the gaps between them (3.9rem), measured in Chromium and rounded up.
 */
const WIDE_PARTS_REM = 56;
/** The same for a phone: toggle, menu button, offline badge and gaps. */
const NARROW_PARTS_REM = 12.5;
/**
 * A generous average advance of a character of the bar's words (the links' medium face at 1rem,
 * the resume button's semibold at 0.875rem, the badge's bold capitals at 0.6875rem), in em:
 * the English links average about 0.5.
 */
const WORD_CHARACTER_EM = 0.6;
/** The font sizes of the bar's words, in rem (Mantine's md, the button's sm, the badge's md size). */
const LINK_FONT_REM = 1;
const BUTTON_FONT_REM = 0.875;
const BADGE_FONT_REM = 0.6875;
/** A link's padding (0.75rem each side) and the gap before it, in rem: a section link's, or a language switch's. */
const LINK_PADDING_REM = 0.75;
const LINK_GAP_REM = 0.625;
const LINK_FRAME_REM = 2 * LINK_PADDING_REM + LINK_GAP_REM;
/**
 * A bar with a link to an optional section sets its section links closer (Header.tsx): this
 * padding each side and no gap between them, which frees more room than the extra link takes,
 * so the links show from the same widths as without it, or nearly.
 */
export const COMPACT_LINK_PADDING_REM = 0.5;
/**
 * The thresholds the stylesheet has rules for, in rem: one list (header-steps.json) from which
 * the build writes those rules (scripts/postcss/header-steps.cjs). The bar is at most 69.25rem
 * wide (Mantine's `lg` container less its padding), so 69 is the last useful step.
 */
export const NAV_STEPS: readonly number[] = steps.navSteps;
export const FULL_NAME_STEPS: readonly number[] = steps.fullNameSteps;

/** Width of `text` in the brand's face, in rem (an overestimate). */
const widthRem = (text: string) => [...text].length * CHARACTER_EM * BRAND_FONT_REM;

/** Width of one of the bar's words at `fontRem`, in rem (an overestimate). */
const wordRem = (text: string, fontRem: number) => [...text].length * WORD_CHARACTER_EM * fontRem;

/** What the header holds beside the owner's name, in one language. */
export interface HeaderBar {
  /** The product's words in the page's language. */
  words: Words;
  /** The language switch's links, by the names they show; none for a site in one language. */
  switchNames: string[];
  /** The links to the optional sections the page shows (navigation.ts), by their words; none by default. */
  optionalLinks?: string[];
}

/** How much room the bar's words take, on a laptop (links, resume button, badge) and on a phone (the badge). */
function wordsRem({ header }: Words): { wide: number; narrow: number } {
  const links = Object.values(header.sections).reduce((sum, label) => sum + wordRem(label, LINK_FONT_REM), 0);
  const badge = wordRem(header.offline.badge, BADGE_FONT_REM);
  return { wide: links + wordRem(header.downloadResume, BUTTON_FONT_REM) + badge, narrow: badge };
}

/**
 * The narrowest the name can be set on at most two lines, breaking only where a browser does
 * (spaces, and after a hyphen), in rem. A single word is its own width.
 */
export function twoLineWidthRem(name: string): number {
  const pieces = name.trim().split(/(?<=[\s-])/);
  let best = widthRem(name.trim());
  for (let split = 1; split < pieces.length; split += 1) {
    const first = pieces.slice(0, split).join('').trimEnd();
    const second = pieces.slice(split).join('').trim();
    best = Math.min(best, Math.max(widthRem(first), widthRem(second)));
  }
  return best;
}

export interface HeaderFit {
  /** The bar's width (rem) from which the links and the resume button show; null: never, the menu holds them. */
  navFrom: number | null;
  /** The bar's width (rem) from which the full name shows; below it, the owner's short name. */
  fullNameFrom: number;
}

const firstStepAtLeast = <T extends number>(steps: readonly T[], needed: number): T | null => steps.find((step) => step >= needed) ?? null;

/** `bar`: the header's words, switch and optional links; by default English's, with neither. */
export function headerFit(name: string, { words, switchNames, optionalLinks = [] }: HeaderBar = { words: enWords, switchNames: [] }): HeaderFit {
  const nameRem = twoLineWidthRem(name);
  const measured = wordsRem(enWords);
  const these = wordsRem(words);
  // On a phone the switch and the links are in the menu, not in the bar.
  const linksRem = [...switchNames, ...optionalLinks].reduce((sum, label) => sum + wordRem(label, LINK_FONT_REM) + LINK_FRAME_REM, 0);
  // With an optional link, the section links sit closer: padding saved on each, no gaps between them.
  const sectionLinks = Object.keys(words.header.sections).length + optionalLinks.length;
  const compactRem = optionalLinks.length > 0 ? sectionLinks * 2 * (LINK_PADDING_REM - COMPACT_LINK_PADDING_REM) + (sectionLinks - 1) * LINK_GAP_REM : 0;
  const wideRem = WIDE_PARTS_REM + these.wide - measured.wide + linksRem - compactRem;
  const narrowRem = NARROW_PARTS_REM + these.narrow - measured.narrow;
  return {
    navFrom: firstStepAtLeast(NAV_STEPS, wideRem + nameRem),
    // Past the last step, the short name is used at every width of the phone layout.
    fullNameFrom: firstStepAtLeast(FULL_NAME_STEPS, narrowRem + nameRem) ?? FULL_NAME_STEPS.at(-1)!,
  };
}
