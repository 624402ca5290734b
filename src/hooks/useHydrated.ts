import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False while prerendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
