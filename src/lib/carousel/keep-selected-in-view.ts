/**
 * Embla 8.6 wraps a looping carousel round its ends only on a frame whose last step still moves
 * towards the target. After a long frame (a slow phone's busy main thread) its spring has
 * already overshot and turned back, so the wrap is missed: the carousel settles past its end on
 * an empty frame while the dots name the photo that should be there. Once it settles, this puts
 * the selected slide back in view: a re-init starts Embla on the selected snap.
 */
import type { EmblaCarouselType } from 'embla-carousel';

function realignSelected(api: EmblaCarouselType): void {
  // One slide per snap, aligned to the start (the gallery's options).
  const selected = api.slideNodes()[api.selectedScrollSnap()];
  if (!selected) return;
  const offset = selected.getBoundingClientRect().left - api.rootNode().getBoundingClientRect().left;
  if (Math.abs(offset) >= 1) api.reInit();
}

/** For Mantine's `getEmblaApi`, which hands the API over again on every slide change: one listener all the same. */
export function keepSelectedInView(api: EmblaCarouselType): void {
  api.off('settle', realignSelected).on('settle', realignSelected);
}
