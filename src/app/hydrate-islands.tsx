/**
 * Turns the prerendered islands into React roots, one at a time, each in tasks of its own: the
 * island's code is loaded, then hydrated as a transition, so React yields to the browser (and to
 * a visitor's tap) between chunks of work. An island the visitor is already using goes first.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { yieldToMain } from './boot/scheduling';
import { IslandRoot } from './IslandRoot';
import { ISLAND_ATTRIBUTE, isIslandName, loadIsland, type IslandName } from './islands';

/**
 * Every CSS module under src/, so the page's one stylesheet also carries the styles of the
 * sections that stay prerendered HTML (no browser module imports their components). The bundler
 * drops a CSS module's styles along with its class map when nothing uses the map: hence the
 * reference, here in a chunk loaded after the first paint rather than in the entry.
 */
(globalThis as { sectionStyles?: unknown }).sectionStyles = import.meta.glob('../**/*.module.css', { eager: true });

const started = new Set<IslandName>();

async function startIsland(element: HTMLElement, name: IslandName): Promise<void> {
  if (started.has(name)) return;
  started.add(name);
  const Component = await importWithRetry(loadIsland[name]);
  await yieldToMain();
  const island = <IslandRoot name={name} component={Component} />;
  // The dev server has no prerender: an empty island is rendered, not hydrated.
  if (element.firstElementChild) startTransition(() => void hydrateRoot(element, island));
  else createRoot(element).render(island);
}

function islandElement(name: IslandName): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
}

/** Hydrates `first` (if given) and then every other island on the page, in page order. */
export async function hydrateIslands(first?: IslandName): Promise<void> {
  const names = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
    .map((element) => element.getAttribute(ISLAND_ATTRIBUTE))
    .filter(isIslandName);
  const order = first ? [first, ...names.filter((name) => name !== first)] : names;
  for (const name of order) {
    const element = islandElement(name);
    if (!element) continue;
    await startIsland(element, name);
    await yieldToMain();
  }
}

/** Brings one island forward: a visitor tapped it before its turn. */
export function hydrateIslandNow(name: IslandName): void {
  const element = islandElement(name);
  if (element) void startIsland(element, name);
}
