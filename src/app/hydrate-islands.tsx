/**
 * The browser's part of an island (islands.tsx): its code loaded, then its root hydrated as a
 * transition in a task of its own, so React yields to the browser (and a visitor's tap) between
 * chunks of work. Loaded by the page's module the first time an island is asked for.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOfDocument } from '@/lib/languages/site-content.ts';
import { importWithRetry } from '@/lib/lazy/import-with-retry.ts';
import { IslandRoot, ISLAND_NAMES, ISLANDS, type IslandName } from './islands.tsx';

/**
 * Every CSS module under src/, so the page's one stylesheet also carries the styles of the
 * sections that stay prerendered HTML (no browser module imports their components). The bundler
 * drops a CSS module's styles along with its class map when nothing uses the map: hence the
 * reference, here in a chunk loaded after the first paint rather than in the entry.
 */
(globalThis as { sectionStyles?: unknown }).sectionStyles = import.meta.glob('../**/*.module.css', { eager: true });

/** Ends the current task, so a visitor's tap is handled between loading and hydrating. */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Loads an island's code and hydrates its root in `element`, as a transition (React yields
 * between chunks of work); `onLive` once it has committed.
 */
export async function hydrateIsland(name: string, element: HTMLElement, onLive: () => void): Promise<void> {
  if (!(ISLAND_NAMES as string[]).includes(name)) return;
  const Component = await importWithRetry(ISLANDS[name as IslandName]);
  await yieldToMain();
  // The language the page was prerendered in, from its <html lang>, so the root matches its HTML.
  const island = <IslandRoot component={Component} language={languageOfDocument()} onLive={onLive} />;
  if (element.firstElementChild) startTransition(() => void hydrateRoot(element, island));
  else createRoot(element).render(island);
}
