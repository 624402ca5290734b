import type { CSSProperties } from 'react';
import { getPicture } from '@/components/ResponsiveImage/image-registry.ts';
import { GALLERY_IMAGE_HEIGHT } from '@/config/constants.ts';
import type { GalleryItem } from '@/content/types.ts';

/**
 * The gallery's frame, from the shapes of all its photos (build time), so that every photo is
 * drawn whole and as large as the screen allows:
 * - as wide as the widest photo needs at the spec's 32rem height (a laptop draws that one
 *   32rem tall, edge to edge), and
 * - as tall as the narrowest (most upright) photo needs at the frame's width, up to 32rem and
 *   the screen's height: on a 390 px phone a 9:16 photo gets a 358×512 frame, drawn 288 px wide,
 *   not a 16:10 strip with black bars.
 * A photo of another shape than the frame sits centred on a blurred copy of itself. A set of one
 * shape (the sample's, all 16:10) gets a frame of exactly that shape, and no blurred copies.
 */
export function galleryFrame(items: GalleryItem[]): { style: CSSProperties; mixedShapes: boolean } {
  const ratios = items.map((item) => {
    const picture = getPicture(item.imageUrl);
    return picture.width / picture.height;
  });
  const widest = Math.max(...ratios);
  const narrowest = Math.min(...ratios);
  return {
    style: {
      '--gallery-max-height': GALLERY_IMAGE_HEIGHT,
      '--gallery-widest': widest.toFixed(4),
      '--gallery-narrowest': narrowest.toFixed(4),
    } as CSSProperties,
    mixedShapes: widest / narrowest > 1.01,
  };
}

/** The smallest AVIF of a photo: the blurred fill around a photo of another shape than the frame. */
export function fillImageUrl(imageUrl: string): string {
  const picture = getPicture(imageUrl);
  const avif = picture.sources.find((source) => source.type === 'image/avif');
  return avif?.srcSet.split(',')[0]!.trim().split(/\s+/)[0] ?? picture.src;
}
