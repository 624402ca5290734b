/**
 * The resume's typefaces, embedded so the owner's name prints as written in any script they
 * cover (pdfkit subsets an embedded font to the glyphs used, so the PDF carries only those).
 * First choice is the site's own typeface, Plus Jakarta Sans (Latin, Latin Extended, Vietnamese),
 * from the static TTFs `@expo-google-fonts/plus-jakarta-sans` ships (pdfkit cannot embed the
 * site's variable woff2). Text it cannot draw switches the whole resume to Noto Sans, which adds
 * Greek and Cyrillic, and then to Noto Sans Arabic, which has the Arabic script and the Latin
 * letters, digits and signs an Arabic resume mixes in (a name, ROS 2, an address); a character
 * none has is reported so the build can warn.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export interface FontFamily {
  name: string;
  regular: string;
  bold: string;
}

const FAMILIES: readonly FontFamily[] = [
  {
    name: 'Plus Jakarta Sans',
    regular: require.resolve('@expo-google-fonts/plus-jakarta-sans/400Regular/PlusJakartaSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf'),
  },
  {
    name: 'Noto Sans',
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  {
    name: 'Noto Sans Arabic',
    regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  },
];

const opened = new Map<string, fontkit.Font>();
function openFont(path: string): fontkit.Font {
  if (!opened.has(path)) opened.set(path, fontkit.openSync(path));
  return opened.get(path)!;
}

/** Characters of `text` the family has no glyph for (spaces and line breaks never count). */
function missingCharacters(family: FontFamily, text: string): string[] {
  const fonts = [family.regular, family.bold].map(openFont);
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/.test(character)) continue;
    if (fonts.some((font) => !font.hasGlyphForCodePoint(codePoint))) missing.add(character);
  }
  return [...missing];
}

/** The first family that can draw all of `text`, or else the widest one with what it lacks. */
export function chooseFamily(text: string): { family: FontFamily; missing: string[] } {
  const family = FAMILIES.find((candidate) => missingCharacters(candidate, text).length === 0) ?? FAMILIES.at(-1)!;
  return { family, missing: missingCharacters(family, text) };
}
