import { UnstyledButton } from '@mantine/core';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage';
import type { GalleryItem } from '@/content/types';
import classes from './Gallery.module.css';

/**
 * How wide a slide's photo is drawn: the container's width less its 1rem gutters, up to the
 * frame's cap of 32rem × 16/10 = 51.2rem (Gallery.module.css), reached at 53.2em.
 */
const GALLERY_SIZES = '(min-width: 53.2em) 51.2rem, calc(100vw - 2rem)';

export function GallerySlide({ item, onEnlarge }: { item: GalleryItem; onEnlarge: (openedBy: HTMLElement) => void }) {
  return (
    <figure className={classes.figure}>
      <UnstyledButton className={classes.imageButton} onClick={(event) => onEnlarge(event.currentTarget)} aria-label={`Enlarge photo: ${item.caption}`}>
        <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes={GALLERY_SIZES} className={classes.image} />
      </UnstyledButton>
      <figcaption className={classes.caption}>{item.caption}</figcaption>
    </figure>
  );
}
