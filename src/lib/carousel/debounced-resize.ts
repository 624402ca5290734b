/**
 * Embla's `watchResize` hook, debounced (spec: resize handling debounced at 50 ms). Embla
 * re-measures on every ResizeObserver callback; during a window drag that is dozens of
 * re-inits a second. This waits until the size has been still for `delayMs`, and re-inits
 * only when the container's width really changed (a re-init itself triggers an observation).
 */
import type { EmblaCarouselType } from 'embla-carousel';

type WatchResize = (api: EmblaCarouselType, entries: ResizeObserverEntry[]) => boolean;

export function debouncedResize(delayMs: number): WatchResize {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let measuredWidth: number | undefined;

  return (api) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const width = api.containerNode().getBoundingClientRect().width;
      if (measuredWidth !== undefined && Math.abs(width - measuredWidth) >= 0.5) api.reInit();
      measuredWidth = width;
    }, delayMs);
    // false: skip Embla's immediate re-measure; the timer above does it once things settle.
    return false;
  };
}
