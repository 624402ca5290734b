/**
 * Draws the sample artwork (portrait, project images, gallery, case studies' pictures) as SVG
 * and writes the committed masters. Run: `npm run art [-- name-filter]`. Drawing is deterministic, so re-running leaves
 * unchanged images byte-identical. It also records each image's SHA-256 in
 * scripts/content/sample-art.json, by which the build warns while any of them is still in an
 * owner's site. The share card and the
 * app icons are not sample art: every build draws them from the owner's content
 * (scripts/vite/owner-art).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gallery } from '../../src/content/gallery.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { writeJpeg, writePng, writeSvg } from './render.ts';
import { targets } from './targets.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const filter = process.argv[2] ?? '';

// Redrawing all the sample art: every image the content names must have a scene, or the build
// would miss a file. With a filter (redrawing one scene: `npm run art -- gallery`) no scene is
// expected for the others.
const named = [profile.portrait, ...projects.map((project) => project.image), ...gallery.map((item) => item.imageUrl)];
const missing = named.filter((image) => !targets.some((target) => target.file === `src/assets/images/${image}`));
if (!filter && missing.length > 0) throw new Error(`No scene draws: ${missing.join(', ')}`);

const hashesFile = `${root}scripts/content/sample-art.json`;
const hashes: Record<string, string> = existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, 'utf8')) : {};
for (const target of targets.filter((entry) => entry.file.includes(filter))) {
  const svg = target.draw();
  const [width, height] = target.size;
  if (!svg.includes(`width="${width}" height="${height}"`)) throw new Error(`${target.file}: the scene is not ${width}×${height}`);
  const write = target.file.endsWith('.svg') ? writeSvg : target.file.endsWith('.png') ? writePng : writeJpeg;
  const bytes = await write(svg, `${root}${target.file}`);
  console.log(`${target.file}  ${width}×${height}  ${(bytes / 1024).toFixed(1)} KB`);
  hashes[target.file] = createHash('sha256').update(readFileSync(`${root}${target.file}`)).digest('hex');
}
writeFileSync(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
