/**
 * A case study's link-preview card (`projects/<slug>/og-image.png`, 1200×630), drawn as the
 * site's own card is (./share-card.ts): the project's title and the owner's name on the theme's
 * colour, beside the project's picture, in the page's language.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../../src/config/language-codes.ts';
import type { Project } from '../../../src/content/types.ts';
import { caseStudyPathOf } from '../../../src/lib/case-studies/case-study.ts';
import { accentColours } from './owner-identity.ts';
import { cardSvg, EM_BOLD, SHARE_CARD, textLine, wrap } from './share-card.ts';

const PICTURE = { x: 720, width: 480 } as const;

/** Where the card of a case study is, from the site's root. */
export const caseStudyCardPath = (language: LanguageCode, slug: string): string => `/${caseStudyPathOf(language, slug)}og-image.png`;

/** The card's drawing: the label, the title (up to four lines) and the owner's name. */
function caseStudyCardSvg(project: Project, ownerName: string, language: LanguageCode): string {
  const size = project.title.length > 48 ? 48 : 60;
  const lines = wrap(project.title, Math.floor(560 / (EM_BOLD * size))).slice(0, 4);
  const label = textLine(72, 150, wordsIn(language).caseStudy.kind.toLocaleUpperCase(language), `font-size="24" font-weight="700" letter-spacing="6" fill="${accentColours().light}"`);
  const title = lines.map((line, index) => textLine(72, 230 + index * size * 1.15, line, `font-size="${size}" font-weight="700" fill="#ffffff"`));
  return cardSvg([label, ...title, textLine(72, SHARE_CARD.height - 80, ownerName, `font-size="28" fill="#e2e8f0"`)].join('\n  '));
}

/** The card as a PNG, the project's picture filling its right side. */
export async function drawCaseStudyCard(project: Project, ownerName: string, language: LanguageCode, imagesDir = 'src/assets/images'): Promise<Buffer> {
  const picture = await sharp(join(imagesDir, project.image)).resize(PICTURE.width, SHARE_CARD.height - 12, { fit: 'cover', position: 'attention' }).toBuffer();
  return sharp(Buffer.from(caseStudyCardSvg(project, ownerName, language)))
    .composite([{ input: picture, left: PICTURE.x, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
