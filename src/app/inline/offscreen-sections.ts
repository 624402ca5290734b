/**
 * Off-screen static sections skip their rendering. The page is long (about 750 elements) and a
 * phone styles and lays out every element it renders: rendered whole, the first load held the
 * main thread for a quarter of a second at a mid-tier phone's speed, and each later whole-page
 * change (the web font going in, a theme switch) as long again. With `content-visibility: auto`
 * on the static sections below the first screen (styles/global.css) the browser styles, lays
 * out and paints only those near the screen, from the first paint on.
 *
 * A skipped section is as tall as it last rendered (`contain-intrinsic-size: auto`), or a guess
 * before it ever rendered: the sections above a far target can be of the wrong height, so a
 * jump would stop short. So every jump renders the whole page first: a visit that opens at a
 * section (a deep link) starts skipping only once the page is loaded (the whole CSS, which
 * follows the first screen, included) and has rendered whole once; a followed in-page link (a
 * header, menu or hero link) or a hash navigation lifts the skipping before the browser
 * scrolls, so the target's place is computed with every section at its real size, and the
 * skipping resumes after the next frame, the sizes remembered.
 * The islands skip too until they are live (they are asked for as they near the screen): once
 * live, their dialogs are positioned against the viewport, which the containment that comes
 * with skipping would change.
 */
import { SKIP_OFFSCREEN_ATTRIBUTE } from '../../config/page-seams.ts';

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

/** Before the first paint: skipping from the start, unless the visit opens at a section. */
export function skipOffscreenFromStart(): void {
  if (!location.hash) document.documentElement.setAttribute(SKIP_OFFSCREEN_ATTRIBUTE, '');
}

/** An in-page link of this page: following it scrolls to a section. */
function jumpLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href*="#"]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return null;
  return link.pathname === location.pathname && link.origin === location.origin ? link : null;
}

/** Lifts the skipping before every jump, and starts it after a deep-linked load; returns what stops the listening (for tests). */
export function skipOffscreenSections(): () => void {
  const root = document.documentElement;
  /** Counts the lifts, so that only the latest resumes. */
  let lifts = 0;
  const loaded = new Promise<unknown>((resolve) => (document.readyState === 'complete' ? resolve(null) : window.addEventListener('load', resolve, { once: true })));
  // After a frame has rendered every section (their sizes are remembered as that frame renders).
  const resume = () => {
    const lift = lifts;
    void loaded.then(afterNextPaint).then(() => lift === lifts && root.setAttribute(SKIP_OFFSCREEN_ATTRIBUTE, ''));
  };
  const renderAllThenResume = () => {
    lifts += 1;
    root.removeAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
    resume();
  };
  // In the capture phase: before the link's default action, the scroll, measures the page.
  const onClick = (event: MouseEvent) => {
    if (jumpLink(event.target)) renderAllThenResume();
  };

  if (!root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)) resume();
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('hashchange', renderAllThenResume);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('hashchange', renderAllThenResume);
  };
}
