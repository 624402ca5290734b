import { UnstyledButton } from '@mantine/core';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage';
import type { GalleryItem } from '@/content/types';
import classes from './Gallery.module.css';

export function GallerySlide({ item, onEnlarge }: { item: GalleryItem; onEnlarge: (openedBy: HTMLElement) => void }) {
  return (
    <figure className={classes.figure}>
      <UnstyledButton className={classes.imageButton} onClick={(event) => onEnlarge(event.currentTarget)} aria-label={`Enlarge photo: ${item.caption}`}>
        <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes="(min-width: 75em) 1140px, 100vw" className={classes.image} />
      </UnstyledButton>
      <figcaption className={classes.caption}>{item.caption}</figcaption>
    </figure>
  );
}
