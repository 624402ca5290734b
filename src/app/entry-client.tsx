import './styles.ts';
import { importWithRetry } from '@/lib/lazy/import-with-retry.ts';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, ISLAND_WANTED_EVENT, LIVE_ATTRIBUTE, WANTED_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * The page's one module, imported by the inline script after the first paint
 * (inline/after-first-paint.ts). The page is prerendered and the inline script already answers
 * the header and asks for islands as they are wanted: this hydrates each island asked for
 * (islands.tsx), and after load starts the background services (service worker, contact outbox).
 */
const started = new Set<string>();
/** Each island once, however often it is asked for. */
function startIsland(name: string | null): void {
  if (!name || started.has(name)) return;
  started.add(name);
  // If the code cannot arrive yet (offline before the service worker had it), try again later.
  const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  if (!element) return;
  // Marked live (`[data-island][data-live]`, for held input, styles and tests), and said so.
  const onLive = () => {
    element.setAttribute(LIVE_ATTRIBUTE, '');
    document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: name }));
  };
  void importWithRetry(() => import('./hydrate-islands.tsx')).then(({ hydrateIsland }) => hydrateIsland(name, element, onLive));
}

const root = document.getElementById('root')!;
if (root.firstElementChild) {
  document.addEventListener(ISLAND_WANTED_EVENT, (event) => startIsland((event as CustomEvent<string>).detail));
  for (const island of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}][${WANTED_ATTRIBUTE}]`)) startIsland(island.getAttribute(ISLAND_ATTRIBUTE));
} else if (import.meta.env.DEV) {
  // The dev server has no prerendered page: render it from scratch, every island with it. (No
  // JSX in this module: its runtime would become a chunk the entry imports before the first tap.)
  void Promise.all([import('react'), import('react-dom/client'), import('./App.tsx'), import('./islands.tsx'), import('@/lib/languages/site-content.ts')]).then(
    ([{ createElement }, { createRoot }, { App }, { ISLAND_NAMES }, { languageOfDocument }]) => {
      createRoot(root).render(createElement(App, { language: languageOfDocument() }));
      setTimeout(() => ISLAND_NAMES.forEach(startIsland));
    },
  );
}

// After load, when the browser is idle: nothing here competes with the first taps.
function startBackground(): void {
  const start = () => void importWithRetry(() => import('./background/start-background-services.ts')).then((module) => module.startBackgroundServices());
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 50);
}
if (document.readyState === 'complete') startBackground();
else window.addEventListener('load', startBackground, { once: true });
