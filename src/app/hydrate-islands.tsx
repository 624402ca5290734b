/**
 * Turns a prerendered island into a React root: its code is loaded, then hydrated as a
 * transition in a task of its own, so React yields to the browser (and to a visitor's tap)
 * between chunks of work.
 */
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { yieldToMain } from './boot/scheduling';
import { IslandRoot } from './IslandRoot';
import { ISLAND_ATTRIBUTE, type IslandName } from './islands';

/** Each island's component, loaded on demand (one chunk per island). */
const loadIsland: Record<IslandName, () => Promise<ComponentType>> = {
  gallery: () => import('@/sections/Gallery/Gallery').then((module) => module.Gallery),
  contact: () => import('@/sections/Contact/Contact').then((module) => module.Contact),
  kit: () => import('@/features/career-kit/CareerKit').then((module) => module.CareerKit),
};

/**
 * Every CSS module under src/, so the page's one stylesheet also carries the styles of the
 * sections that stay prerendered HTML (no browser module imports their components). The bundler
 * drops a CSS module's styles along with its class map when nothing uses the map: hence the
 * reference, here in a chunk loaded after the first paint rather than in the entry.
 */
(globalThis as { sectionStyles?: unknown }).sectionStyles = import.meta.glob('../**/*.module.css', { eager: true });

export async function hydrateIsland(name: IslandName): Promise<void> {
  const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  if (!element) return;
  const Component = await importWithRetry(loadIsland[name]);
  await yieldToMain();
  const island = <IslandRoot name={name} component={Component} />;
  // The dev server has no prerender: an empty island is rendered, not hydrated.
  if (element.firstElementChild) startTransition(() => void hydrateRoot(element, island));
  else createRoot(element).render(island);
}
