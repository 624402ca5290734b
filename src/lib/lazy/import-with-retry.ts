/**
 * A dynamic import that never gives up. If a lazy chunk cannot load (the visitor went offline
 * before the service worker had it), the import waits and tries again once the browser is back
 * online. Meanwhile a prerendered section stays on screen as it is, instead of the failed
 * import taking the whole page down.
 */
export type WaitForRetry = () => Promise<void>;

/** Resolves at the next `online` event, or after a pause if the browser already says online. */
const waitUntilOnline: WaitForRetry = () =>
  new Promise((resolve) => {
    if (navigator.onLine) {
      setTimeout(resolve, 2000);
      return;
    }
    window.addEventListener('online', () => resolve(), { once: true });
  });

export function importWithRetry<T>(load: () => Promise<T>, waitForRetry: WaitForRetry = waitUntilOnline): Promise<T> {
  return load().catch(async () => {
    await waitForRetry();
    return importWithRetry(load, waitForRetry);
  });
}
