import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/useHydrated';

/**
 * Renders its children only in the browser, once hydration is done. A leaf of its own, so the
 * switch re-renders just this, not the whole page.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
