import './styles';
import { whenHydrationWanted } from './boot/hydration-demand';
import { holdInputUntilHydrated } from './boot/early-input';
import { preloadPageCode } from './boot/preload-page-code';
import { afterNextPaint, afterPageLoad, whenIdle } from './boot/scheduling';
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

// Right after the first paint, so the download never competes with it; the load event then
// waits for the code, as it would for an ordinary script.
void afterNextPaint().then(preloadPageCode);

void afterPageLoad()
  .then(() => whenIdle())
  .then(() => import('./background/start-background-services'))
  .then(({ startBackgroundServices }) => startBackgroundServices());
