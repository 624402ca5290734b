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
import { afterNextPaint } from './offscreen-sections.ts';
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
const heroLayout = (hero: Element) => [...hero.querySelectorAll('*')].map((element) => element.getBoundingClientRect()).flatMap(({ top, height }) => [Math.round(top), Math.round(height)]);

/**
 * The parts of the page that render at the top of a first visit, in the order they take the
 * font: the first screen, the header, the footer and each later block of the main content
 * (those off screen skip their rendering, so they cost nothing now). Drawn in the new font, text
 * is shaped and laid out anew: the whole page at once held a phone's main thread in one task
 * of 120-200 ms, part by part each frame carries a share of it.
 */
const fontParts = () =>
  [document.getElementById('home'), document.querySelector('#root > header'), document.querySelector('#root > footer'), ...document.querySelectorAll('#main > :not(#home), body > [data-notifications]')].filter(
    (part) => part !== null,
  );

/**
 * Whether a first visit's parts are in the web font, for what renders outside them later (the
 * notifications' root, src/app/background/notifications.tsx).
 */
export const partsInWebFont = (): boolean => document.querySelector(`#root > header[${WEB_FONT_ATTRIBUTE}]`) !== null;

/**
 * Uses the font unless it would move what the visitor is looking at. A name or line that sits
 * near its column's width can wrap onto another line in the web font (the second owner's name
 * took four lines instead of three at 1280 px: a shift of 0.034). The first screen takes the
 * font first and, if any of its boxes moved, gives it back in the same task, so no frame is drawn
 * with it; that visit stays in the fallback and the service worker brings the font to the next
 * one. Otherwise each other part takes it in a frame of its own. The page's root never does on a
 * first visit: a change there restyles every element rendered (261 on the sample, 110 ms at a
 * mid-tier phone's speed, traced), though the parts already have the font. A click or
 * a scroll meanwhile puts the rest in at once, before the browser acts on it: a followed link
 * then measures its target with every line already in the font, and lands exactly.
 */
async function drawInWebFontIfNothingMoves(): Promise<void> {
  const [hero, ...rest] = fontParts();
  if (hero) {
    const before = heroLayout(hero);
    hero.setAttribute(WEB_FONT_ATTRIBUTE, '');
    if (heroLayout(hero).some((value, index) => Math.abs(value - before[index]!) > 1)) {
      hero.removeAttribute(WEB_FONT_ATTRIBUTE);
      return;
    }
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    for (const part of fontParts()) part.toggleAttribute(WEB_FONT_ATTRIBUTE, true);
  };
  // Left in place once done: they then do nothing, and the inline script stays small.
  for (const type of ['click', 'scroll', 'hashchange']) addEventListener(type, finish, { capture: true, passive: true });
  for (const part of rest) {
    await afterNextPaint();
    if (done) return;
    part.setAttribute(WEB_FONT_ATTRIBUTE, '');
  }
  await afterNextPaint();
  finish();
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
      if (faces.length > 0 && stillAtTop()) return drawInWebFontIfNothingMoves();
    },
    () => undefined,
  );
}
