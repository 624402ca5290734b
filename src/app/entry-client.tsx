import './styles';
import { importWithRetry } from '@/lib/lazy/import-with-retry';
import { whenIslandWanted } from './boot/island-demand';
import { holdIslandInput } from './boot/island-input';
import { afterPageLoad, whenIdle } from './boot/scheduling';
import type { IslandName } from './islands';

/**
 * The page's one module. The build prerendered the whole page, and the first-response script
 * inlined in index.html already answers the header (theme, menu, scrolled look). This brings
 * the islands (the gallery, the contact section) to life as they near the screen or the visitor
 * reaches into them, holding any tap or submit made before an island is live
 * (boot/island-input.ts); and after load it starts the service worker and the contact outbox.
 */
const root = document.getElementById('root')!;

const started = new Set<IslandName>();
/** Each island once, however often it is wanted (near the screen, touched, a held tap). */
function startIsland(name: IslandName): void {
  if (started.has(name)) return;
  started.add(name);
  // If the code cannot arrive yet (offline before the service worker had it), try again later.
  void importWithRetry(() => import('./hydrate-islands')).then(({ hydrateIsland }) => hydrateIsland(name));
}

/** The dev server has no prerendered page: render it all, as one app (never in a build). */
async function renderDevPage(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { renderDevPage: render } = await import('./render-dev-page');
  render(root);
}

if (root.firstElementChild) {
  holdIslandInput(startIsland);
  whenIslandWanted(startIsland);
} else {
  void renderDevPage();
}

void afterPageLoad()
  .then(() => whenIdle())
  .then(() => import('./background/start-background-services'))
  .then(({ startBackgroundServices }) => startBackgroundServices());
