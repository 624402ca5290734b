/**
 * When the prerendered page becomes a React app. The page reads, scrolls and follows its links
 * as plain HTML, and the name types itself in CSS; React is only needed once the visitor acts.
 * So hydration waits for the first sign of a visitor (a touch, a key, focus, the wheel, a
 * scroll, a pointer moving over the page), or for code that needs the page's UI now: being
 * offline (the header's badge), an update prompt, an outbox notice.
 * This is the same trade as Angular's incremental hydration ("hydrate on interaction"): a slow
 * phone never spends its first seconds evaluating and hydrating code nobody has used yet.
 */

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let requested = false;
let resolveDemand: () => void = () => {};
const demand = new Promise<void>((resolve) => {
  resolveDemand = resolve;
});

/** Start hydrating now (idempotent). */
export function requestHydration(): void {
  if (requested) return;
  requested = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, requestHydration, true);
  window.removeEventListener('offline', requestHydration);
  resolveDemand();
}

/** Resolves once something wants the page hydrated. Call early: it starts listening. */
export function whenHydrationWanted(): Promise<void> {
  if (!requested) {
    // Capture phase on window: no component can stop these before we see them.
    for (const type of INTENT_EVENTS) window.addEventListener(type, requestHydration, { capture: true, passive: true });
    window.addEventListener('offline', requestHydration);
    if (!navigator.onLine) requestHydration();
  }
  return demand;
}
