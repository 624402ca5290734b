import { Modal } from '@mantine/core';
import type { MouseEvent } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage';
import type { GalleryItem } from '@/content/types';
import classes from './Gallery.module.css';

/**
 * The enlarged photo. Mantine's Modal brings the scroll lock, focus trap and Escape; the
 * gallery returns focus to the photo that opened it; a click anywhere but the photo closes it.
 */
interface GalleryOverlayProps {
  item: GalleryItem;
  opened: boolean;
  onClose: () => void;
  /** After the closing transition, once the overlay is gone from the screen. */
  onExited: () => void;
}

export function GalleryOverlay({ item, opened, onClose, onExited }: GalleryOverlayProps) {
  const closeOnBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLImageElement)) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      returnFocus={false}
      // Kept inside the gallery section: in a portal, the modal's <header> would count as a
      // second page banner.
      withinPortal={false}
      fullScreen
      title={item.caption}
      closeButtonProps={{ 'aria-label': 'Close enlarged photo', size: 'xl' }}
      classNames={{
        content: classes.overlay,
        header: classes.overlayHeader,
        title: classes.overlayTitle,
        close: classes.overlayClose,
        body: classes.overlayBody,
      }}
      data-testid="gallery-overlay"
    >
      <div className={classes.overlayStage} onClick={closeOnBackdrop} data-testid="overlay-backdrop">
        <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes="100vw" priority className={classes.overlayImage} />
      </div>
    </Modal>
  );
}
