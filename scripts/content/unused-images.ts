/**
 * Images under src/assets/images that no content file names. The build leaves them out (not
 * encoded, not precached: scripts/vite/named-images-only.ts) and warns, naming each, so the
 * owner can delete it: an owner who replaced the sample's photos under new names would
 * otherwise ship the old ones in every visitor's offline copy.
 */
import { filesUnder } from '../project-files.ts';

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

/** Paths under `imagesDir` (as content writes them: `projects/rim.jpg`) of the image files not in `named`. */
export const unusedImages = (named: ReadonlySet<string>, imagesDir: string): string[] => filesUnder(imagesDir).filter((image) => IMAGE_FILE.test(image) && !named.has(image));

export const unusedImageWarning = (image: string): string =>
  `src/assets/images/${image} is named by no content file, so the build leaves it out (not encoded, not precached): delete it, or name it in src/content`;
