import './styles';
import { holdIslandInput } from './boot/island-input';
import { afterPageLoad, whenIdle } from './boot/scheduling';

/**
 * The page's one module. The build prerendered the whole page, and the first-response script
 * inlined in index.html already answers the header (theme, menu, scrolled look); this brings
 * the islands (gallery, contact form) to life: when the browser is idle after load, or at once
 * for an island the visitor taps first, whose tap is held and replayed (boot/island-input.ts).
 * Then it starts the service worker and the contact outbox.
 */
let hydration: Promise<typeof import('./hydrate-islands')> | null = null;
const islands = () => (hydration ??= import('./hydrate-islands'));

const root = document.getElementById('root')!;
const prerendered = root.firstElementChild !== null;

/** The dev server has no prerendered page: render it all, as one app (never in a build). */
async function renderDevPage(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { renderDevPage: render } = await import('./render-dev-page');
  render(root);
}

if (prerendered) holdIslandInput((island) => void islands().then(({ hydrateIslandNow }) => hydrateIslandNow(island)));

void afterPageLoad()
  .then(() => whenIdle())
  .then(() => (prerendered ? islands().then(({ hydrateIslands }) => hydrateIslands()) : renderDevPage()))
  .then(() => whenIdle())
  .then(() => import('./background/start-background-services'))
  .then(({ startBackgroundServices }) => startBackgroundServices());
