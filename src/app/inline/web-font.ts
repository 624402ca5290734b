/**
 * When the page draws in its web font (Plus Jakarta Sans). `<html data-web-font>` puts it in
 * the font stack (styles/fonts.css); before that the page reads in the metric-matched fallback,
 * whose line heights and average widths are the web font's, so the change moves nothing.
 *
 * - With a service worker in control (every visit after the first, the installed app) the font
 *   is in its precache: it is used from the first paint, at no network cost.
 * - On a first visit it is fetched right after the first paint and used the moment it is in,
 *   in one style change. Fetched before the first paint (a preload), Lighthouse's mobile model
 *   counts its request in the largest paint (LCP 1.58 s, measured); font-display: optional
 *   with a preload does the same. Asked for by the stack itself, the browser would restyle the
 *   page twice (family changed, then the file in); loaded first, it does so once.
 * The measurements: docs/decisions/003-islands-and-first-response.md.
 */
import { WEB_FONT_ATTRIBUTE } from '../../config/page-seams.ts';
/** The family named by the @font-face rule in styles/fonts.css. */
export const WEB_FONT_FAMILY = 'Plus Jakarta Sans Variable';

const drawInWebFont = () => document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, '');

/** Before the first paint: the web font at once where the service worker already has it. */
export function startWebFont(): void {
  if (navigator.serviceWorker?.controller) drawInWebFont();
}

/**
 * Whether the font may change the page under the visitor: only while they are still at its top.
 * Words rewrap a little in the web font (same line height, other widths), so a section below
 * moves by a few pixels: a deep link (`/#contact`), or a header link followed before the font
 * came, would then stop short of its section (navigation.spec.ts saw 26 px). There the visit
 * stays in the fallback; the service worker brings the font to the next one.
 */
const stillAtTop = () => window.scrollY === 0 && !location.hash;

/** The top and height of everything in the first screen's section, to the pixel. */
const heroLayout = () => [...document.querySelectorAll('#home *')].map((element) => element.getBoundingClientRect()).flatMap(({ top, height }) => [Math.round(top), Math.round(height)]);

/**
 * Uses the font unless it would move what the visitor is looking at. A name or line that sits
 * near its column's width can wrap onto another line in the web font (the second owner's name
 * took four lines instead of three at 1280 px: a shift of 0.034). The font goes in and, if any
 * box of the first screen moved, out again in the same task, so no frame is drawn with it; that
 * visit stays in the fallback and the service worker brings the font to the next one.
 */
function drawInWebFontIfNothingMoves(): void {
  const before = heroLayout();
  drawInWebFont();
  const after = heroLayout();
  if (after.some((value, index) => Math.abs(value - before[index]!) > 1)) document.documentElement.removeAttribute(WEB_FONT_ATTRIBUTE);
}

/**
 * After the first paint: fetches the font (the latin file, one variable face for every weight)
 * and uses it once it is in, if that moves nothing. A failed fetch leaves the page in the
 * fallback, which reads the same.
 */
export function loadWebFont(): Promise<void> {
  if (document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE) || !document.fonts?.load || !stillAtTop()) return Promise.resolve();
  return document.fonts.load(`1em "${WEB_FONT_FAMILY}"`).then(
    (faces) => {
      if (faces.length > 0 && stillAtTop()) drawInWebFontIfNothingMoves();
    },
    () => undefined,
  );
}
