/**
 * Images under src/assets/images that no content file names. The build leaves them out (not
 * encoded, not precached: scripts/vite/named-images-only.ts) and warns, naming each, so the
 * owner can delete it: an owner who replaced the sample's photos under new names would
 * otherwise ship the old ones in every visitor's offline copy.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

function imageFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return imageFilesUnder(path);
    return IMAGE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Paths under `imagesDir` (as content writes them: `projects/rim.jpg`) of the image files not in `named`. */
export function unusedImages(named: ReadonlySet<string>, imagesDir: string): string[] {
  return imageFilesUnder(imagesDir)
    .map((file) => relative(imagesDir, file).split(sep).join('/'))
    .filter((image) => !named.has(image))
    .sort();
}

export const unusedImageWarning = (image: string): string =>
  `src/assets/images/${image} is named by no content file, so the build leaves it out (not encoded, not precached): delete it, or name it in src/content`;
