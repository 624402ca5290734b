import type { CSSProperties } from 'react';
import type { ImagePath } from '@/content/types';
import { getPicture } from './image-registry';

interface ResponsiveImageProps {
  image: ImagePath;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first view's hero image loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function ResponsiveImage({ image, alt, sizes, priority = false, className, style }: ResponsiveImageProps) {
  const picture = getPicture(image);
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
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
