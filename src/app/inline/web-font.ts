/**
 * Whether this page view uses the web font (Plus Jakarta Sans), decided before the first paint.
 *
 * With a service worker in control (every visit after the first, and the installed app) the font
 * is in its precache: `<html data-web-font>` puts it in the font stack (styles/fonts.css) and it
 * draws the first paint at no network cost. A first visit stays in the metric-matched fallback
 * for its whole length, while the service worker saves the font for next time:
 * - fetched before the first paint, on a slow phone network the font's 27 kB delayed the largest
 *   paint by half a second (Lighthouse's mobile LCP 1.58 s);
 * - arriving after it, it re-styled and re-laid out the whole page in one task of 200–450 ms on
 *   a slow phone (Blink invalidates every element when a web font loads), holding up any tap
 *   made meanwhile, and rewrapped lines under a visitor who had just followed a link.
 * docs/decisions/003-islands-and-first-response.md.
 */
export function startWebFont(): void {
  if (navigator.serviceWorker?.controller) document.documentElement.setAttribute('data-web-font', '');
}
