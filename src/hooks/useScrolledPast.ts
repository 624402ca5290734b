import { useWindowScroll } from '@mantine/hooks';

/** True once the window is scrolled more than `thresholdPx` (false during prerender). */
export function useScrolledPast(thresholdPx: number): boolean {
  const [{ y }] = useWindowScroll();
  return y > thresholdPx;
}
