/**
 * Which images under src/assets/images are still the sample's: their SHA-256 is in the list
 * beside this file (sample-art.json), which the sample-art tool writes (`npm run art`, tools/art).
 * The build only reads that list, and warns (never fails) while an owner's site would still show
 * the sample's art. It lives here, not in the workshop, because the build reads it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SAMPLE_ART_LIST = 'scripts/content/sample-art.json';
const IMAGES_DIR = 'src/assets/images';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Paths (under src/assets/images) of the images that are byte for byte the sample's. */
export function sampleArtInPlace(root = process.cwd()): string[] {
  const listFile = join(root, SAMPLE_ART_LIST);
  if (!existsSync(listFile)) return [];
  const sampleHashes = new Set(Object.values(JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>));
  const imagesDir = join(root, IMAGES_DIR);
  return filesUnder(imagesDir)
    .filter((file) => sampleHashes.has(sha256(readFileSync(file))))
    .map((file) => relative(imagesDir, file))
    .sort();
}
