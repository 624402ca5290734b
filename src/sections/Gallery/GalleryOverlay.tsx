import { CloseButton } from '@mantine/core';
import { useImperativeHandle, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import type { GalleryItem } from '@/content/types.ts';
import { OVERLAY_OPEN_ATTRIBUTE } from '@/config/page-seams.ts';
import classes from './Gallery.module.css';

/** What the gallery asks of its overlay. */
export interface GalleryOverlayHandle {
  /** Shows photo `index` enlarged; focus returns to `openedBy` when it closes. */
  open: (index: number, openedBy: HTMLElement) => void;
}

/** On <html> while the overlay is open: the page under it does not scroll (Gallery.module.css). */
const SCROLL_LOCK = OVERLAY_OPEN_ATTRIBUTE;

/**
 * The enlarged photo: a `<dialog>` over the whole screen, always in the page and closed. Open, it
 * holds the page's scroll and the keyboard's focus (its one control, the close button), tells
 * assistive technology the rest is out of reach (`aria-modal`), and closes on Escape, the close
 * button or a click anywhere but the photo; focus returns to the photo that opened it. Its state
 * is its own, so opening it re-renders the dialog alone, not the carousel.
 *
 * Measured at 4x CPU (npm run bench, docs/benchmark.md): Mantine's Modal took 180-240 ms from the
 * tap to the overlay on screen; the browser's `showModal()` spent most of a click's processing
 * re-styling the whole page as it made the rest inert (click handler 140-570 ms on a busy
 * machine, against 58-85 ms with `show()`), so it is opened non-modal and keeps focus itself.
 */
interface GalleryOverlayProps {
  ref: Ref<GalleryOverlayHandle>;
  /** The photos, in the page's language. */
  gallery: GalleryItem[];
  closeLabel: string;
}

export function GalleryOverlay({ ref, gallery, closeLabel }: GalleryOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const titleId = useId();
  const item = shown === null ? undefined : gallery[shown];

  useImperativeHandle(ref, () => ({
    open: (index, openedBy) => {
      opener.current = openedBy;
      setShown(index);
    },
  }));

  // Opened in the same frame as the photo it shows.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!item || !element || element.open) return;
    element.show();
    document.documentElement.setAttribute(SCROLL_LOCK, '');
  }, [item]);

  // However it closed (the button, Escape, the backdrop).
  const onClosed = () => {
    document.documentElement.removeAttribute(SCROLL_LOCK);
    opener.current?.focus({ preventScroll: true });
    setShown(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') dialog.current?.close();
    // The close button is its only control: Tab stays on it rather than leaving the dialog.
    if (event.key === 'Tab') event.preventDefault();
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLImageElement)) dialog.current?.close();
  };

  return (
    <dialog ref={dialog} aria-modal="true" aria-labelledby={titleId} className={classes.overlay} onClose={onClosed} onKeyDown={onKeyDown} data-testid="gallery-overlay">
      {item && (
        <>
          <div className={classes.overlayHeader}>
            <h2 id={titleId} className={classes.overlayTitle}>
              {item.caption}
            </h2>
            <CloseButton aria-label={closeLabel} size="xl" onClick={() => dialog.current?.close()} className={classes.overlayClose} />
          </div>
          <div className={classes.overlayStage} onClick={closeOnBackdrop} data-testid="overlay-backdrop">
            <ResponsiveImage image={item.imageUrl} alt={item.alt} sizes="100vw" priority className={classes.overlayImage} />
          </div>
        </>
      )}
    </dialog>
  );
}
