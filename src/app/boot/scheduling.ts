/**
 * Main-thread scheduling for the page's start-up. A slow phone must never meet one long task:
 * each step of the start-up runs in its own task, after the browser had a chance to paint and
 * to handle input.
 */

/**
 * Resolves after the browser painted the next frame (a timer after the frame's rAF). A hidden
 * tab paints nothing and runs no rAF: there, just the timer.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/** Ends the current task; the rest of the caller runs in a new one. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves at the window's load event (at once if it has fired). */
function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves after the window's load event and the paint after it. */
export function afterPageLoad(): Promise<void> {
  return whenLoaded().then(afterNextPaint);
}

/** Resolves when the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });
}
