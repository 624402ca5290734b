import type { CSSProperties } from 'react';
import type { ImagePath } from '@/content/types.ts';
import { getPicture } from './image-registry.ts';

interface ResponsiveImageProps {
  image: ImagePath;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first view's hero image loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** An AVIF already in the page (a data URL), used instead of the AVIF files where supported. */
  inlineAvif?: string;
}

export function ResponsiveImage({ image, alt, sizes, priority = false, className, style, inlineAvif }: ResponsiveImageProps) {
  const picture = getPicture(image);
  const sources = inlineAvif
    ? [{ type: 'image/avif', srcSet: inlineAvif }, ...picture.sources.filter((source) => source.type !== 'image/avif')]
    : picture.sources;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.srcSet === inlineAvif ? undefined : sizes} />
      ))}
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
