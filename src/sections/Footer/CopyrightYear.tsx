import { useHydrated } from '@/hooks/useHydrated';

/**
 * The current year. The prerendered page carries the build year; the visitor's clock takes
 * over after hydration, so a page built in December still reads right in January.
 */
export function CopyrightYear() {
  const hydrated = useHydrated();
  return <span>{hydrated ? new Date().getFullYear() : __BUILD_YEAR__}</span>;
}
