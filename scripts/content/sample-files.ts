/**
 * Which of the content's files are still the sample owner's, byte for byte, by their SHA-256 in
 * the lists beside this file: the images under src/assets/images (sample-art.json, which the
 * sample-art tool writes: `npm run art`, tools/art) and the case studies' words under
 * src/content/case-studies (sample-case-studies.json). The build warns (never fails) while an
 * owner's site would still show them, and the import sets the case studies aside. It lives here,
 * not in the workshop, because the build reads it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../project-files.ts';

/** The lists, beside this file: part of the product, whatever content the checkout holds. */
const SAMPLE_ART_LIST = fileURLToPath(new URL('sample-art.json', import.meta.url));
const SAMPLE_CASE_STUDIES_LIST = fileURLToPath(new URL('sample-case-studies.json', import.meta.url));
const IMAGES_DIR = 'src/assets/images';
export const CASE_STUDIES_DIR = 'src/content/case-studies';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A file's SHA-256; a Markdown file's with its line ends as git stores them, since a Windows
 * checkout may write CRLF.
 */
const fileHash = (file: string): string =>
  sha256(file.endsWith('.md') ? Buffer.from(readFileSync(file, 'utf8').replace(/\r\n/g, '\n')) : readFileSync(file));

/** Files under `dir` whose SHA-256 `listFile` holds, as paths relative to `dir` (`/`-separated), sorted. */
function listedFilesUnder(listFile: string, dir: string): string[] {
  if (!existsSync(listFile)) return [];
  const sampleHashes = new Set(Object.values(JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>));
  return filesUnder(dir).filter((file) => sampleHashes.has(fileHash(join(dir, file))));
}

/** Paths (under src/assets/images) of the images that are byte for byte the sample's. */
export const sampleArtInPlace = (root = process.cwd()): string[] => listedFilesUnder(SAMPLE_ART_LIST, join(root, IMAGES_DIR));

/**
 * Paths under a case-studies folder (`en/prompttrim.md`) of the case studies that are word for
 * word the sample's, under any name.
 */
export const sampleCaseStudiesIn = (caseStudiesDir: string, listFile = SAMPLE_CASE_STUDIES_LIST): string[] => listedFilesUnder(listFile, caseStudiesDir);
