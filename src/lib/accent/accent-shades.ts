/**
 * The owner's accent (src/content/accent.ts) as Mantine's ten-shade scale and the shade that
 * fills buttons and colours links in each theme. One colour is spread into ten: lighter ones mixed
 * with white, darker ones with black, the owner's own at the filled shade, so a single hex is
 * enough; ten given shades are used as they are (the sample's hand-tuned teal).
 */
import type { Accent } from '../../content/types.ts';

export type Shades = [string, string, string, string, string, string, string, string, string, string];

/** Mantine's default filled shade, kept for both themes when the content names none. */
const DEFAULT_SHADE = { light: 8, dark: 8 } as const;

const rgb = (hex: string): number[] => {
  const digits = hex.slice(1);
  const long = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(long.slice(at, at + 2), 16));
};

const toHex = (channels: number[]): string => `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `amount` 0 → `hex`, 1 → `towards`. */
const mix = (hex: string, towards: number[], amount: number): string => toHex(rgb(hex).map((value, index) => value + (towards[index]! - value) * amount));

/** The lightest shade is 92% white; the darkest (shade 9) 40% black, unless the owner's colour sits there. */
export function accentShades(accent: Accent): Shades {
  if (Array.isArray(accent.colour)) return accent.colour.map((hex) => hex.toLowerCase()) as Shades;
  const base = accent.colour.toLowerCase();
  const at = accent.shade?.light ?? DEFAULT_SHADE.light;
  return Array.from({ length: 10 }, (_, index) => {
    if (index < at) return mix(base, [255, 255, 255], ((at - index) / at) * 0.92);
    if (index > at) return mix(base, [0, 0, 0], ((index - at) / (9 - at)) * 0.4);
    return toHex(rgb(base));
  }) as Shades;
}

/** The filled shade in each theme. */
export const accentShade = (accent: Accent): { light: number; dark: number } => accent.shade ?? DEFAULT_SHADE;
