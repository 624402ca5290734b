import { registerSW } from 'virtual:pwa-register';
import { reloadWhenNothingUnsent } from './unsent-text.ts';

/** An open page looks for a new deployment this often (and whenever it loads). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  /**
   * A new version is installed and waiting. Ask before switching: an automatic reload could
   * throw away a half-typed message. `activateUpdate` activates it and reloads the page, so the
   * page is never a mix of old and new files.
   */
  onUpdateReady: (activateUpdate: () => Promise<void>) => void;
}

/** Registers the service worker (decision notes: docs/decisions/001-offline-and-updates.md). */
export function startServiceWorker({ onUpdateReady }: ServiceWorkerOptions): void {
  if (!('serviceWorker' in navigator)) return;
  const reload = { started: false };
  const reloadOnce = () => {
    if (reload.started) return;
    reload.started = true;
    reloadWhenNothingUnsent();
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh: () =>
      onUpdateReady(() => {
        // workbox-window reports the switch as an update (and reloads) only if the page was
        // controlled when it registered; a first visit's page is controlled by the worker's
        // claim instead, so the switch is watched here too.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
        return updateServiceWorker();
      }),
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
