import { useEffect } from 'react';
import { markPageHydrated } from '@/lib/hydration/page-hydration';

/** Renders nothing; reports the page hydrated when it mounts. Place it last in the page. */
export function HydrationMarker() {
  useEffect(markPageHydrated, []);
  return null;
}
