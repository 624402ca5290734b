import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LARGEST_VARIANT, neededSize, photoSizeWarning, photoSizeWarnings } from './photo-sizes.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

describe('neededSize', () => {
  it('wants 1600 px across for a wide gallery photo and 1024 px up (32rem at 2×) for a tall one', () => {
    expect(neededSize('gallery/wide.jpg', 2000, 1000)).toEqual({ width: 1600, height: 800 });
    expect(neededSize('gallery/tall.jpg', 300, 400)).toEqual({ width: 768, height: 1024 });
    expect(neededSize('gallery/4x3.jpg', 400, 300)).toEqual({ width: 1366, height: 1024 });
  });

  it('wants 960×600 for a project image (16:10 card) and 640×640 for the round portrait', () => {
    expect(neededSize('projects/p.png', 100, 100)).toEqual({ width: 960, height: 600 });
    expect(neededSize('me.webp', 100, 100)).toEqual({ width: 640, height: 640 });
  });
});

describe('photoSizeWarning', () => {
  it('names the field, the file, its size and the size it needs', () => {
    expect(photoSizeWarning('gallery.ts: gallery[6].imageUrl', 'gallery/07.jpg', 400, 300)).toBe(
      'gallery.ts: gallery[6].imageUrl: "gallery/07.jpg" is 400×300 px, smaller than the 1366×1024 px it is shown at, so it will look blurred: use a photo at least 1366×1024 px (src/assets/images/gallery/07.jpg)',
    );
    expect(photoSizeWarning('x', 'gallery/big.jpg', 1600, 1000)).toBeUndefined();
  });

  it('reads real files (EXIF-turned sizes included) and stays silent for a missing one', async () => {
    const dir = tempFolder('photo-sizes-');
    mkdirSync(join(dir, 'gallery'));
    const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#888' } });
    await blank(400, 300).png().toFile(join(dir, 'gallery/small.png'));
    await blank(1600, 1024).jpeg().toFile(join(dir, 'gallery/large.jpg'));
    // Stored 300 wide and 400 tall, turned a quarter by its EXIF orientation: seen 400 × 300.
    await blank(300, 400).withMetadata({ orientation: 6 }).jpeg().toFile(join(dir, 'gallery/turned.jpg'));
    const warnings = await photoSizeWarnings(
      [
        { where: 'a', image: 'gallery/small.png' },
        { where: 'b', image: 'gallery/large.jpg' },
        { where: 'c', image: 'gallery/missing.jpg' },
        { where: 'd', image: 'gallery/turned.jpg' },
      ],
      dir,
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^a: .*small\.png" is 400×300 px/);
    expect(warnings[1]).toMatch(/^d: .*turned\.jpg" is 400×300 px, smaller than the 1366×1024 px/);
  });
});

describe('LARGEST_VARIANT', () => {
  it('matches the largest width image-registry.ts makes for each folder', () => {
    const registry = readFileSync(new URL('../../src/components/ResponsiveImage/image-registry.ts', import.meta.url), 'utf8');
    const largest = (name: string) => Math.max(...new RegExp(`const ${name} = [^;]*?\\?w=([\\d;]+)`).exec(registry)![1]!.split(';').map(Number));
    expect({ portrait: largest('portrait'), projects: largest('projects'), gallery: largest('gallery') }).toEqual(LARGEST_VARIANT);
  });
});
