/**
 * Off-screen static sections skip their rendering. A theme switch restyles every element of the
 * page; on a slow phone that was most of a tap's time (about 750 elements, 50-80 ms of style at
 * 4x CPU). With `content-visibility: auto` on the static sections (styles/global.css) the browser
 * styles, lays out and paints only those near the screen.
 *
 * A skipped section keeps the size it last rendered at (`contain-intrinsic-size: auto none`), so
 * every link and deep link still lands exactly. That size is only right if the section rendered
 * at the current width and in the current font, so the skipping starts once the page is loaded
 * (the whole CSS, which follows the first screen, included: a section the browser has not yet
 * rendered has no size to keep, and a deep link landed short) and the fonts are in, and is
 * lifted while the viewport's width or the fonts change: every
 * section renders once at the new size, then skipping resumes (a link followed right after the
 * phone turned landed 42 px off without this).
 * The islands keep rendering: their dialogs are positioned against the viewport, which the
 * containment that comes with skipping would change.
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


/** After a width change, how long the viewport must stay put before skipping resumes. */
const RESIZE_SETTLE_MS = 300;

/** Starts skipping once the fonts are in; returns what stops the listening (for tests). */
export function skipOffscreenSections(): () => void {
  const root = document.documentElement;
  let width = window.innerWidth;
  let resumeTimer = 0;
  let resumeAt = 0;
  /** Counts the calls, so that only the latest resumes. */
  let calls = 0;
  const loaded = new Promise<unknown>((resolve) => (document.readyState === 'complete' ? resolve(null) : window.addEventListener('load', resolve, { once: true })));
  // After a frame has rendered every section (its sizes are remembered as that frame renders).
  const resume = () => {
    const call = ++calls;
    void loaded.then(afterNextPaint).then(() => call === calls && root.setAttribute(SKIP_OFFSCREEN_ATTRIBUTE, ''));
  };
  /** Never sooner than an earlier call asked for (fonts loading mid-resize keep the resize's wait). */
  const renderAllThenResume = (delayMs: number) => {
    calls += 1;
    root.removeAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
    clearTimeout(resumeTimer);
    resumeAt = Math.max(resumeAt, performance.now() + delayMs);
    resumeTimer = window.setTimeout(resume, resumeAt - performance.now());
  };
  const onFontsLoaded = () => renderAllThenResume(0);
  const onResize = () => {
    if (window.innerWidth === width) return; // a phone's toolbar showing or hiding: same layout
    width = window.innerWidth;
    renderAllThenResume(RESIZE_SETTLE_MS);
  };

  void document.fonts.ready.then(resume);
  document.fonts.addEventListener('loadingdone', onFontsLoaded);
  window.addEventListener('resize', onResize);
  return () => {
    document.fonts.removeEventListener('loadingdone', onFontsLoaded);
    window.removeEventListener('resize', onResize);
  };
}
