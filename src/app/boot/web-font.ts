/**
 * When the page's web font joins. Text first paints in the metric-matched fallback
 * (styles/fonts.css), so the font's arrival moves nothing; on a first visit the font is only
 * asked for after the first contentful paint, so its 27 kB never compete with the page's own
 * bytes on a slow phone network (they delayed the largest paint by half a second: docs/decisions/003).
 * Once it has loaded here, the next visits (served by the service worker) use it from the first
 * paint. `html[data-web-font]` puts it in the font stack (styles/fonts.css).
 */
export const WEB_FONT_STORAGE_KEY = 'web-font-cached';
/** A page that never reports a paint (a hidden tab) still gets its font. */
const FALLBACK_DELAY_MS = 3000;

function fontSeenBefore(): boolean {
  try {
    return localStorage.getItem(WEB_FONT_STORAGE_KEY) === '1';
  } catch {
    return false; // storage disabled: treat every visit as the first
  }
}

function rememberFont(): void {
  try {
    localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
  } catch {
    // Not saved: the next visit paints the fallback first again, nothing worse.
  }
}

function switchToWebFont(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-web-font')) return;
  root.setAttribute('data-web-font', '');
  void document.fonts?.ready.then(rememberFont);
}

/**
 * The swap rewraps a few lines, so a page opened on a link to a section (`/#contact`) would end
 * up a line or two off it; unless the visitor has already moved the page, it lands again.
 */
function keepLinkedSectionInPlace(): () => void {
  let visitorMoved = false;
  const moved = () => {
    visitorMoved = true;
  };
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of inputs) addEventListener(type, moved, { once: true, passive: true, capture: true });
  return () => {
    for (const type of inputs) removeEventListener(type, moved, { capture: true });
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    // 'auto' follows the page's scroll-behavior: a smooth jump under way is retargeted, not doubled.
    if (target && !visitorMoved) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
}

function switchAfterFirstPaint(): void {
  const reland = keepLinkedSectionInPlace();
  afterFirstContentfulPaint(() => {
    switchToWebFont();
    void document.fonts?.ready.then(reland);
  });
}

/** Calls `then` once the page's first contentful paint has been reported (or after a while). */
function afterFirstContentfulPaint(then: () => void): void {
  const timer = setTimeout(then, FALLBACK_DELAY_MS);
  const done = () => {
    clearTimeout(timer);
    then();
  };
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(done));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
}

export function startWebFont(): void {
  if (fontSeenBefore()) switchToWebFont();
  else switchAfterFirstPaint();
}
