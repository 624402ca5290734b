import type { Page } from '@playwright/test';
import { contrast, loadWholePage, pixels } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * WCAG 2.4.7 Focus Visible, 1.4.11 Non-text Contrast and 2.4.11 Focus Not Obscured, for every
 * stop of a Tab walk through the whole page, in both themes. The indicator is found the way the
 * WCAG definition of focus appearance measures it: the pixels that change between the focused
 * and the unfocused control, which must change by at least 3:1 (so the ring contrasts with
 * whatever it is drawn on: the page, a card, a photo) over an area at least a 2 px line around
 * the control. Motion is reduced so no transition is caught half-way: each lasts 0.01 ms then, and
 * the one control that moves when focused, the skip link, has none (a11y-motion.spec.ts).
 */
const MIN_CHANGE = 3;
/** Share of a 2 px perimeter the changed pixels must cover (rounded corners and antialiasing draw a little less). */
const PERIMETER_SHARE = 0.75;
const MARGIN = 6;

interface Stop {
  label: string;
  box: { x: number; y: number; width: number; height: number };
  ringWidth: number;
  /** Length of the control's outline (a rounded rectangle: 2(w+h) less what its corners cut). */
  perimeter: number;
  /** At least one point of the control is the topmost thing on screen there. */
  uncovered: boolean;
  /** What is on top at its centre when it is hidden, to say so. */
  coveredBy: string;
}

/** What is focused now, and whether the fixed header (or anything else) hides it. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const ringWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const points: [number, number][] = [
      [0.5, 0.5],
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ];
    const hits = points.map(([fx, fy]) => document.elementFromPoint(rect.left + rect.width * fx, rect.top + rect.height * fy));
    const uncovered = hits.some((hit) => hit !== null && (element === hit || element.contains(hit) || hit.contains(element)));
    const coveredBy = uncovered ? '' : `${hits[0]?.tagName.toLowerCase()}.${hits[0]?.className} at ${Math.round(rect.left)},${Math.round(rect.top)} (scrollY ${Math.round(scrollY)}, document focused: ${document.hasFocus()})`;
    const radius = Math.min(parseFloat(style.borderTopLeftRadius) || 0, rect.width / 2, rect.height / 2);
    const perimeter = 2 * (rect.width + rect.height) - (8 - 2 * Math.PI) * radius;
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { label, box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height }, ringWidth, perimeter, uncovered, coveredBy };
  });
}

/** Pixels of the control's surroundings that differ by 3:1 or more between two screenshots. */
function changedPixels(focused: Buffer, unfocused: Buffer): number {
  const a = pixels(focused);
  const b = pixels(unfocused);
  let count = 0;
  for (let y = 0; y < Math.min(a.height, b.height); y += 1) {
    for (let x = 0; x < Math.min(a.width, b.width); x += 1) {
      if (contrast(a.at(x, y), b.at(x, y)) >= MIN_CHANGE) count += 1;
    }
  }
  return count;
}

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function walkThePage(page: Page) {
  await loadWholePage(page);
  const viewport = page.viewportSize()!;
  const problems: string[] = [];
  const seen: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    await settle(page);
    const stop = await focusedStop(page);
    if (!stop) break;
    if (seen.length > 3 && stop.label === seen[0]) break; // wrapped round to the start
    seen.push(stop.label);
    const { box } = stop;
    if (stop.ringWidth < 2) problems.push(`${stop.label}: ring ${stop.ringWidth}px`);
    if (!stop.uncovered) problems.push(`${stop.label}: hidden under ${stop.coveredBy}`);
    const x = Math.max(0, Math.floor(box.x - MARGIN));
    const y = Math.max(0, Math.floor(box.y - MARGIN));
    const clip = { x, y, width: Math.min(viewport.width - x, Math.ceil(box.width + 2 * MARGIN)), height: Math.min(viewport.height - y, Math.ceil(box.height + 2 * MARGIN)) };
    if (clip.width <= 0 || clip.height <= 0) {
      problems.push(`${stop.label}: off screen when focused`);
      continue;
    }
    // Two frames, so the scroll that focusing caused and the ring itself are painted before each shot.
    await settle(page);
    const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await settle(page);
    const unfocused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    await page.evaluate(() => {
      // Back to the same control, so the next Tab goes on from it.
      const element = (window as unknown as { __lastFocused?: HTMLElement }).__lastFocused;
      element?.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
    });
    const needed = PERIMETER_SHARE * 2 * stop.perimeter;
    const changed = changedPixels(focused, unfocused);
    if (changed < needed) problems.push(`${stop.label}: ${changed} px change by 3:1, needs ${Math.round(needed)}`);
  }
  return { problems, stops: seen.length };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    test.describe.configure({ timeout: 240_000 });

    test('every stop of a Tab walk through the page shows a 2 px, 3:1 focus ring and is not hidden', async ({ page }) => {
      // Remember the focused control before a blur, to give focus back to it.
      await page.addInitScript(() => {
        document.addEventListener('focusin', (event) => ((window as unknown as { __lastFocused?: EventTarget | null }).__lastFocused = event.target), true);
      });
      const { problems, stops } = await walkThePage(page);
      expect(stops).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    });
  });
}
