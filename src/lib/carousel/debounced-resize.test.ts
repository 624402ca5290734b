import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmblaCarouselType } from 'embla-carousel';
import { debouncedResize } from './debounced-resize.ts';

function fakeApi(width: () => number) {
  const reInit = vi.fn();
  const api = { reInit, containerNode: () => ({ getBoundingClientRect: () => ({ width: width() }) }) };
  return { api: api as unknown as EmblaCarouselType, reInit };
}

afterEach(() => vi.useRealTimers());

describe('debouncedResize', () => {
  it('re-inits once, 50 ms after a burst of resizes that changed the width', () => {
    vi.useFakeTimers();
    let width = 800;
    const { api, reInit } = fakeApi(() => width);
    const watch = debouncedResize(50);

    expect(watch(api, [])).toBe(false); // first observation: records the width
    vi.advanceTimersByTime(50);
    expect(reInit).not.toHaveBeenCalled();

    width = 600;
    for (let i = 0; i < 10; i += 1) {
      watch(api, []);
      vi.advanceTimersByTime(20);
    }
    expect(reInit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(reInit).toHaveBeenCalledTimes(1);
  });

  it('does not re-init when the width did not change', () => {
    vi.useFakeTimers();
    const { api, reInit } = fakeApi(() => 800);
    const watch = debouncedResize(50);
    watch(api, []);
    vi.advanceTimersByTime(50);
    watch(api, []);
    vi.advanceTimersByTime(50);
    expect(reInit).not.toHaveBeenCalled();
  });
});
