/**
 * Helpers for the WCAG checks that axe cannot make (tests/e2e/a11y-*.spec.ts): colour contrast
 * of pixels, the page's controls and their boxes, text that its box cuts, a doubled default font
 * size, and a page loaded as a visitor who scrolled it once (every island live).
 */
import type { CDPSession, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect } from './fixtures.ts';
import { waitForGalleryReady } from './interactive-sections.ts';

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The RGB pixels of a PNG screenshot, row by row. */
export function pixels(png: Buffer): { width: number; height: number; at: (x: number, y: number) => [number, number, number] } {
  const image = PNG.sync.read(png);
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => {
      const i = (y * image.width + x) * 4;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    },
  };
}

/**
 * The browser's default font size, as the visitor sets it in the browser's settings (Chromium:
 * Settings → Appearance → Font size; the `webkit.webprefs.default_font_size` preference). The
 * DevTools protocol sets that same preference for the page, so `rem`, `em` and media queries in
 * `em` all follow it, as they do for a visitor; a root `font-size` in CSS would move `rem` alone.
 */
export async function setDefaultFontSize(page: Page, px: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
  return session;
}

/** Scrolls through the page as a visitor would, until every island is live and the gallery drawn; ends at the top. */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await waitForGalleryReady(page);
  // A busy machine can draw no frame while an island is near the screen in that quick pass, and
  // it is then never asked for (src/app/inline/islands-before-live.ts): stop at each one still
  // waiting, as a visitor who stops there would, until every one is live.
  // Under the whole gate's load (six browsers on two cores) an island can take over 15 s.
  const waiting = page.locator('[data-island]:not([data-live])');
  // Each island by its element, not its place in the list: one that goes live while the visitor
  // scrolls to another leaves the list, and the nth one would then be a different island, or none.
  await expect(async () => {
    for (const island of await waiting.elementHandles()) await island.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(waiting).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 }).catch(async (error: unknown) => {
    // Which ones, and whether the page asked for them: asked for and never live is a load that failed.
    const states = await waiting.evaluateAll((islands) => islands.map((island) => `${island.getAttribute('data-island')} (${island.hasAttribute('data-wanted') ? 'asked for' : 'never asked for'})`));
    throw new Error(`Islands still not live after 30 s: ${states.join(', ')}`, { cause: error });
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page as a visitor who scrolled through it once sees it: every island live, images loaded. */
export async function loadWholePage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await scrollThroughPage(page);
}

/**
 * Text that a box cuts: an element holding text whose content is larger than its own box while
 * its overflow is not visible (an ellipsis, a clipped label), or that reaches past a clipping
 * box around it (a fixed-height tag). Visually hidden text (clipped to a pixel on purpose) and
 * slides out of view (inert) are left out.
 */
export function clippedText(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut: string[] = [];
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    for (const element of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || element.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(element);
      // Visually hidden on purpose: clipped to a pixel or two for screen readers.
      if (style.clip !== 'auto' || style.clipPath !== 'none' || (element.offsetWidth <= 2 && element.offsetHeight <= 2)) continue;
      const describe = (why: string) => `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent!.trim().slice(0, 40)}" ${why}`;
      if (clips(style) && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        cut.push(describe(`(${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`));
        continue;
      }
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement, depth = 0; parent && depth < 4; parent = parent.parentElement, depth += 1) {
        if (!clips(getComputedStyle(parent))) continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
          cut.push(describe(`(reaches past its ${parent.tagName.toLowerCase()}.${parent.className})`));
          break;
        }
      }
    }
    return cut;
  }, within);
}

/** How far the page scrolls sideways (0 when it reflows into the viewport's width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What is wrong with the header bar's layout: a visible part (the name, a link, a button, the
 * offline badge) that leaves the screen, hangs below the bar or overlaps another.
 */
export function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('#root > header')!;
    const parts = [...header.querySelectorAll<HTMLElement>('a, button, [data-offline-badge]')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.bottom > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[popover]');
    });
    const problems: string[] = [];
    const name = (element: HTMLElement) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
    const headerBox = header.getBoundingClientRect();
    parts.forEach((element, index) => {
      const a = element.getBoundingClientRect();
      if (a.top < 0 && element.matches('[href="#main"]')) return; // the skip link waits above the screen
      if (a.left < -0.5 || a.right > window.innerWidth + 0.5) problems.push(`${name(element)} leaves the screen`);
      if (a.bottom > headerBox.bottom + 0.5) problems.push(`${name(element)} hangs below the header`);
      for (const other of parts.slice(index + 1)) {
        if (element.contains(other) || other.contains(element)) continue;
        const b = other.getBoundingClientRect();
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) problems.push(`${name(element)} overlaps ${name(other)}`);
      }
    });
    return problems;
  });
}

/**
 * The expanded state a button exposes to assistive technology, as Chromium's accessibility tree
 * has it: from its aria-expanded, or, for a popover's button (which must not carry one), from
 * whether the popover is open. Playwright's own role queries read only the attribute.
 */
export async function exposedExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: buttonName, role: 'button' });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await session.detach();
  }
}
