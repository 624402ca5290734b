import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedImages, unusedImageWarning } from './unused-images.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

describe('unusedImages', () => {
  it('lists the image files under the folder that are not named, in every subfolder, and nothing else', () => {
    const dir = tempFolder('unused-images-');
    for (const folder of ['projects', 'gallery', 'logo']) mkdirSync(join(dir, folder));
    for (const file of ['me.jpg', 'projects/rim.jpg', 'projects/old-rim.png', 'gallery/trip.webp', 'gallery/.DS_Store', 'logo/mark.svg', 'notes.txt']) {
      writeFileSync(join(dir, file), '');
    }
    expect(unusedImages(new Set(['me.jpg', 'projects/rim.jpg', 'logo/mark.svg']), dir)).toEqual(['gallery/trip.webp', 'projects/old-rim.png']);
    expect(unusedImages(new Set(), join(dir, 'missing'))).toEqual([]);
  });

  it('says which file it is, that the build leaves it out, and what to do', () => {
    expect(unusedImageWarning('projects/old-rim.png')).toBe(
      'src/assets/images/projects/old-rim.png is named by no content file, so the build leaves it out (not encoded, not precached): delete it, or name it in src/content',
    );
  });
});
