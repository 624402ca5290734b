import { CloseButton } from '@mantine/core';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage';
import type { GalleryItem } from '@/content/types';
import classes from './Gallery.module.css';

/**
 * The enlarged photo: the browser's own modal `<dialog>` (the rest of the page inert, Escape
 * closes it), with the page's scroll held while it is open; the gallery returns focus to the
 * photo that opened it; a click anywhere but the photo closes it. Mantine's Modal did the same
 * but took 180-240 ms to open on a slowed phone (its transition, focus trap and scroll-lock
 * machinery mounted on the first tap): this opens in the tap's own frame (npm run bench).
 */
interface GalleryOverlayProps {
  item: GalleryItem;
  opened: boolean;
  onClose: () => void;
  /** After the overlay has closed, once it is gone from the screen. */
  onExited: () => void;
}

/** On <html> while the overlay is open: the page under it does not scroll (Gallery.module.css). */
const SCROLL_LOCK = 'data-overlay-open';

export function GalleryOverlay({ item, opened, onClose, onExited }: GalleryOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) {
      element.showModal();
      document.documentElement.setAttribute(SCROLL_LOCK, '');
    } else if (!opened && element.open) {
      element.close();
    }
    if (!opened) {
      document.documentElement.removeAttribute(SCROLL_LOCK);
      onExited();
    }
  }, [opened, onExited]);

  const closeOnBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLImageElement)) onClose();
  };

  return (
    // Escape closes the dialog itself; `close` tells the gallery either way.
    <dialog ref={dialog} aria-labelledby={titleId} className={classes.overlay} onClose={() => opened && onClose()} data-testid="gallery-overlay">
      <div className={classes.overlayHeader}>
        <h2 id={titleId} className={classes.overlayTitle}>
          {item.caption}
        </h2>
        <CloseButton aria-label="Close enlarged photo" size="xl" onClick={onClose} className={classes.overlayClose} />
      </div>
      <div className={classes.overlayStage} onClick={closeOnBackdrop} data-testid="overlay-backdrop">
        <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes="100vw" priority className={classes.overlayImage} />
      </div>
    </dialog>
  );
}
