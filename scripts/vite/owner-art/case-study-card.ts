/**
 * A case study's link-preview card (`projects/<slug>/og-image.png`, 1200×630), drawn as the
 * site's own card is (./share-card.ts): the project's title and the owner's name on the theme's
 * colour, beside the project's picture, in the page's language.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { wordsIn } from '../../../src/config/dictionary/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { Project } from '../../../src/content/types.ts';
import { caseStudyPathOf } from '../../../src/lib/case-studies/case-study.ts';
import { accentColours, escapeXml } from './owner-identity.ts';
import { wrap } from './share-card.ts';

const CARD = { width: 1200, height: 630 } as const;
const PICTURE = { x: 720, width: 480 } as const;
const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Where the card of a case study is, from the site's root. */
export const caseStudyCardPath = (language: LanguageCode, slug: string): string => `/${caseStudyPathOf(language, slug)}og-image.png`;

/** The card's drawing: the label, the title (up to four lines) and the owner's name. */
function caseStudyCardSvg(project: Project, ownerName: string, language: LanguageCode): string {
  const { deep, main, light } = accentColours();
  const size = project.title.length > 48 ? 48 : 60;
  const lines = wrap(project.title, Math.floor(560 / (0.64 * size))).slice(0, 4);
  const text = (y: number, content: string, attrs: string) => `<text x="72" y="${y}" font-family="${FONT}" ${attrs}>${escapeXml(content)}</text>`;
  const title = lines.map((line, index) => text(230 + index * size * 1.15, line, `font-size="${size}" font-weight="700" fill="#ffffff"`));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b1320"/></linearGradient></defs>
  <rect width="${CARD.width}" height="${CARD.height}" fill="url(#bg)"/>
  ${text(150, wordsIn(language).caseStudy.kind.toLocaleUpperCase(language), `font-size="24" font-weight="700" letter-spacing="6" fill="${light}"`)}
  ${title.join('\n  ')}
  ${text(CARD.height - 80, ownerName, `font-size="28" fill="#e2e8f0"`)}
  <rect x="0" y="${CARD.height - 12}" width="${CARD.width}" height="12" fill="${main}"/>
</svg>`;
}

/** The card as a PNG, the project's picture filling its right side. */
export async function drawCaseStudyCard(project: Project, ownerName: string, language: LanguageCode, imagesDir = 'src/assets/images'): Promise<Buffer> {
  const picture = await sharp(join(imagesDir, project.image)).resize(PICTURE.width, CARD.height - 12, { fit: 'cover', position: 'attention' }).toBuffer();
  return sharp(Buffer.from(caseStudyCardSvg(project, ownerName, language)))
    .composite([{ input: picture, left: PICTURE.x, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
