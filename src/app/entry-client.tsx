import './styles';
import { whenHydrationWanted } from './boot/hydration-demand';
import { holdInputUntilHydrated } from './boot/early-input';
import { afterPageLoad, whenIdle } from './boot/scheduling';
import { hydratePage, renderPage } from './hydrate-page';

/**
 * The page's only eager script, and a tiny one. The build prerendered the whole page into
 * #root, so it paints, reads and scrolls before any script runs. This listens for the first
 * sign of a visitor and hydrates then (boot/hydration-demand.ts), holding any early tap or
 * submit for React (boot/early-input.ts). Until then the page fetches none of React or its own
 * code: after load it starts the service worker, which downloads the rest of the site on its
 * own thread (and, from then on, serves it offline), and the outbox.
 */
const container = document.getElementById('root')!;

if (container.firstElementChild) {
  holdInputUntilHydrated();
  void whenHydrationWanted().then(() => hydratePage(container));
} else {
  void renderPage(container);
}

void afterPageLoad()
  .then(() => whenIdle())
  .then(() => import('./background/start-background-services'))
  .then(({ startBackgroundServices }) => startBackgroundServices());
