import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * What screen readers hear as the carousel moves, in the page's language: Mantine's carousel
 * says it itself, in English only (its live region is hidden, Gallery.module.css). Empty in the
 * prerendered page and until the carousel is live, as Mantine's is.
 */
export function SlideStatus({ text }: { text: string }) {
  // False in the prerender and while hydrating, true once the carousel is live.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {live && text}
    </VisuallyHidden>
  );
}
