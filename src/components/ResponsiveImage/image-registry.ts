/**
 * Every content image, as responsive variants generated at build time by vite-imagetools
 * (sharp): AVIF in several widths, plus one JPEG for a browser without AVIF (every current
 * engine has it; WebP variants were dropped: they doubled the offline copy for no visitor). Content refers to images
 * by their path under `src/assets/images/`; this module resolves that path to URLs. The build
 * encodes only the files the content names (scripts/vite/named-images-only.ts): the globs'
 * entries for any other file are `undefined`.
 */

/** A picture's variants: `srcset` strings by MIME type, and the fallback `<img>`. */
export interface ResponsivePicture {
  sources: { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
}

interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

// Widths per folder follow how large each kind of image is drawn (up to 2x density): the
// portrait sits at the top level, projects and gallery photos in their folders; a case study's
// pictures (src/content/case-studies) span its column as the gallery's do, at the gallery's widths.
const portrait = import.meta.glob<ImagetoolsPicture>('/src/assets/images/*.{jpg,jpeg,png,webp}', {
  eager: true,
  import: 'default',
  query: '?w=320;480;640&format=avif&as=picture',
});
const projects = import.meta.glob<ImagetoolsPicture>('/src/assets/images/projects/*.{jpg,jpeg,png,webp}', {
  eager: true,
  import: 'default',
  query: '?w=400;640;960&format=avif&as=picture',
});
const gallery = import.meta.glob<ImagetoolsPicture>('/src/assets/images/{gallery,case-studies}/*.{jpg,jpeg,png,webp}', {
  eager: true,
  import: 'default',
  query: '?w=480;800;1200;1600&format=avif&as=picture',
});
const fallbacks = import.meta.glob<string>(['/src/assets/images/*.{jpg,jpeg,png,webp}', '/src/assets/images/{projects,gallery,case-studies}/*.{jpg,jpeg,png,webp}'], {
  eager: true,
  import: 'default',
  query: '?w=960&format=jpeg&quality=75',
});

const pictures: Record<string, ImagetoolsPicture> = { ...portrait, ...projects, ...gallery };

const MIME_TYPES: Record<string, string> = { avif: 'image/avif' };

export function getPicture(imagePath: string): ResponsivePicture {
  const key = `/src/assets/images/${imagePath}`;
  const picture = pictures[key];
  const fallback = fallbacks[key];
  if (!picture || !fallback) throw new Error(`No image at src/assets/images/${imagePath}`);
  return {
    sources: Object.entries(picture.sources).map(([format, srcSet]) => ({
      type: MIME_TYPES[format] ?? `image/${format}`,
      srcSet,
    })),
    src: fallback,
    width: picture.img.w,
    height: picture.img.h,
  };
}
