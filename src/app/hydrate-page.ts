/**
 * Turns the prerendered page into the React app. The code arrives in steps, each evaluated
 * in its own task (React, then the page), and hydration runs as a transition so React yields
 * to the browser between chunks of work: a slow phone never meets one long task.
 */
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { afterNextPaint, yieldToMain } from './boot/scheduling';

export async function hydratePage(container: HTMLElement): Promise<void> {
  await afterNextPaint();
  // From the network, or from the service worker's precache once it has the site; if neither
  // can answer (offline before the worker was ready), the imports wait for the network.
  const [{ hydrateRoot }, { startTransition }] = await Promise.all([
    importWithRetry(() => import('react-dom/client')),
    importWithRetry(() => import('react')),
  ]);
  await yieldToMain();
  const { page } = await importWithRetry(() => import('./page'));
  await yieldToMain();
  startTransition(() => void hydrateRoot(container, page));
}

/** The dev server serves index.html without the prerendered page: render it from scratch. */
export async function renderPage(container: HTMLElement): Promise<void> {
  const [{ createRoot }, { page }] = await Promise.all([import('react-dom/client'), import('./page')]);
  createRoot(container).render(page);
}
