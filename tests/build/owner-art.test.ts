/**
 * The art that says who the owner is, as the build wrote it (`npm run build` first): every icon
 * and install screenshot the manifest names and the share card the page's Open Graph tags name
 * is in dist/ at the size it claims. With SAMPLE_DIST set (the second-owner gate points it at the
 * sample's build), none of them is byte-identical to the sample's: nothing of the sample ships
 * once its content is replaced.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';

interface Manifest {
  start_url: string;
  icons: { src: string; sizes: string }[];
  screenshots?: { src: string; sizes: string }[];
}

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as Manifest;
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** A URL the page or manifest names, as a file in dist/ (absolute, base-relative or relative). */
function fileOf(url: string): string {
  const path = new URL(url, `http://site${manifest.start_url}`).pathname;
  return path.startsWith(manifest.start_url) ? path.slice(manifest.start_url.length) : path.replace(/^\//, '');
}

const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
const named = [
  ...manifest.icons.map((icon) => ({ file: fileOf(icon.src), sizes: icon.sizes })),
  ...(manifest.screenshots ?? []).map((shot) => ({ file: fileOf(shot.src), sizes: shot.sizes })),
  ...(ogImage ? [{ file: fileOf(ogImage), sizes: '1200x630' }] : []),
  ...[...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((match) => ({ file: fileOf(match[1]!), sizes: '' })),
];

describe('the owner\'s art in the build', () => {
  it('has a share card, icons at 192, 512 and maskable, and each file the manifest and the page name', async () => {
    expect(ogImage).toBeDefined();
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const { file, sizes } of named) {
      expect(existsSync(join(DIST, file)), `${file} is in ${DIST}/`).toBe(true);
      if (!sizes || file.endsWith('.ico')) continue;
      const { width, height } = await sharp(join(DIST, file)).metadata();
      expect(`${width}x${height}`, file).toBe(sizes);
    }
  });

  it.runIf(process.env.SAMPLE_DIST)('ships none of the sample\'s: no such file is byte-identical to the sample build\'s', () => {
    const sampleDist = process.env.SAMPLE_DIST!;
    const same = named
      .filter(({ file }) => existsSync(join(sampleDist, file)))
      .filter(({ file }) => readFileSync(join(sampleDist, file)).equals(readFileSync(join(DIST, file))))
      .map(({ file }) => file);
    expect(same).toEqual([]);
    // The comparison compared something: the sample build has these files too.
    expect(named.filter(({ file }) => existsSync(join(sampleDist, file))).length).toBeGreaterThan(3);
  });
});
