/**
 * A photo smaller than the largest size the page draws it at is shown upscaled and blurred:
 * the build says so, as a warning (never a failure), naming the file and the size it needs.
 * The sizes follow the largest variant src/components/ResponsiveImage/image-registry.ts makes
 * for each folder (photo-sizes.test.ts keeps them equal), for screens of up to 2× density:
 * - the portrait (top of src/assets/images/): 640 px wide, and as tall, for its round frame;
 * - a project image: 960 px wide, cropped to 16:10 on its card, so 600 px tall;
 * - a gallery photo: whole, at most 32rem (1024 device px) tall and 1600 px wide, so a wide
 *   photo needs 1600 px across and a tall one 1024 px up.
 */
import { resolve } from 'node:path';
import sharp from 'sharp';

export const LARGEST_VARIANT = { portrait: 640, projects: 960, gallery: 1600 } as const;
/** GALLERY_IMAGE_HEIGHT (32rem) at 2×. */
const GALLERY_HEIGHT = 1024;

/** The size a photo must have, in pixels, for the place it is shown at; width × height of the file. */
export function neededSize(imagePath: string, width: number, height: number): { width: number; height: number } {
  if (imagePath.startsWith('gallery/')) {
    const shownHeight = Math.min(GALLERY_HEIGHT, (LARGEST_VARIANT.gallery * height) / width);
    return { width: Math.ceil((shownHeight * width) / height), height: Math.ceil(shownHeight) };
  }
  if (imagePath.startsWith('projects/')) return { width: LARGEST_VARIANT.projects, height: (LARGEST_VARIANT.projects * 10) / 16 };
  return { width: LARGEST_VARIANT.portrait, height: LARGEST_VARIANT.portrait };
}

/** The warning for one photo, or undefined when it is large enough. `where` names the content field. */
export function photoSizeWarning(where: string, imagePath: string, width: number, height: number): string | undefined {
  const needed = neededSize(imagePath, width, height);
  if (width >= needed.width && height >= needed.height) return undefined;
  return (
    `${where}: "${imagePath}" is ${width}×${height} px, smaller than the ${needed.width}×${needed.height} px it is shown at, ` +
    `so it will look blurred: use a photo at least ${needed.width}×${needed.height} px (src/assets/images/${imagePath})`
  );
}

/** Width and height as the photo is seen: EXIF orientations 5–8 are turned a quarter. */
async function seenSize(file: string): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(file).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** Warnings for every photo named in `photos` that exists and is too small. */
export async function photoSizeWarnings(photos: readonly { where: string; image: string }[], imagesDir: string): Promise<string[]> {
  const warnings = await Promise.all(
    photos.map(async ({ where, image }) => {
      try {
        const { width, height } = await seenSize(resolve(imagesDir, image));
        return photoSizeWarning(where, image, width, height);
      } catch {
        return undefined; // a missing or unreadable file is the content check's error, not a warning
      }
    }),
  );
  return warnings.filter((warning): warning is string => warning !== undefined);
}
