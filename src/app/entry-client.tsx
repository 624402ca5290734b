import './styles';
import { whenHydrationWanted } from './boot/hydration-demand';
import { holdInputUntilHydrated } from './boot/early-input';
import { preloadPageCode } from './boot/preload-page-code';
import { afterNextPaint, afterPageLoad, whenIdle, whenLoaded } from './boot/scheduling';
import { hydratePage, renderPage } from './hydrate-page';

/**
 * The page's only eager script, and a tiny one. The build prerendered the whole page into
 * #root, so it paints, reads and scrolls before any script runs. This listens for the first
 * sign of a visitor and hydrates then (boot/hydration-demand.ts), holding any early tap or
 * submit for React (boot/early-input.ts). Whatever the visitor does, it fetches the page's
 * code without running it after the first paint, and starts the service worker and the outbox
 * after load.
 */
const container = document.getElementById('root')!;

if (container.firstElementChild) {
  holdInputUntilHydrated();
  void whenHydrationWanted().then(() => hydratePage(container));
} else {
  void renderPage(container);
}

// Right after the first paint, so the download never competes with it (fetching it before
// cost the LCP image bandwidth and main-thread time in every measurement), or at the load
// event if that comes first: a busy phone may paint late.
void Promise.race([afterNextPaint(), whenLoaded()]).then(preloadPageCode);

void afterPageLoad()
  .then(() => whenIdle())
  .then(() => import('./background/start-background-services'))
  .then(({ startBackgroundServices }) => startBackgroundServices());
