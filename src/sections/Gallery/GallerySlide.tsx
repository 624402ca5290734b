import { UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import type { GalleryItem } from '@/content/types.ts';
import { FILL_ATTRIBUTE, marked } from '@/config/page-seams.ts';
import { fillImageUrl } from './gallery-frame.ts';
import classes from './Gallery.module.css';

/**
 * How wide a slide's frame is drawn: the container's width less its 1rem gutters, up to the
 * frame's cap of 32rem × the widest photo's ratio (51.2rem for 16:10 photos, Gallery.module.css).
 */
const GALLERY_SIZES = '(min-width: 53.2em) 51.2rem, calc(100vw - 2rem)';

interface GallerySlideProps {
  item: GalleryItem;
  /** The photo's button, for screen readers: it enlarges this photo. */
  enlargeLabel: string;
  /** The set mixes shapes: a photo that leaves room in the frame sits on a blurred copy of itself. */
  withFill: boolean;
  onEnlarge: (openedBy: HTMLElement) => void;
}

export function GallerySlide({ item, enlargeLabel, withFill, onEnlarge }: GallerySlideProps) {
  const fill = withFill ? ({ '--gallery-fill': `url(${fillImageUrl(item.imageUrl)})` } as CSSProperties) : undefined;
  return (
    <figure className={classes.figure}>
      <UnstyledButton
        className={classes.imageButton}
        {...(withFill && marked(FILL_ATTRIBUTE, 'true'))}
        style={fill}
        onClick={(event) => onEnlarge(event.currentTarget)}
        aria-label={enlargeLabel}
      >
        <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes={GALLERY_SIZES} className={classes.image} />
      </UnstyledButton>
      <figcaption className={classes.caption}>{item.caption}</figcaption>
    </figure>
  );
}
